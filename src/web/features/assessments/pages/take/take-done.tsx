import { CheckCircle2 } from 'lucide-react';
import {
  ASSESSMENT_MESSAGES as M,
  type SubmitAnswersResult,
} from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { formatScore } from '../../assessment-format';

/** What the student may see once sent: the score, or that the teacher shares it later. */
export function TakeDone({
  result,
  title = M.submitted,
}: {
  result: SubmitAnswersResult;
  title?: string;
}) {
  return (
    <Card className="space-y-3 text-center" role="status">
      <CheckCircle2
        className="mx-auto size-10 text-emerald-600 dark:text-emerald-400"
        aria-hidden="true"
      />
      <h2 className="text-xl font-semibold">{title}</h2>
      {!result.released ? (
        <p data-testid="take-received">{M.received}</p>
      ) : typeof result.score === 'number' ? (
        <p className="text-lg" data-testid="take-score">
          {T.yourScore}{' '}
          <strong>
            {formatScore(result.score)} / {result.maxScore}
          </strong>
        </p>
      ) : (
        <p data-testid="take-pending">{T.teacherGrades}</p>
      )}
      {result.released && !!result.autoGraded && (
        <p className="text-sm text-muted-foreground">
          {T.autoGraded(result.correct, result.autoGraded)}
        </p>
      )}
      {result.released &&
        result.rubrics.map((r) => (
          <section
            key={r.questionId}
            className="space-y-2 rounded-lg border p-3 text-left"
            aria-label={`Rubric: ${r.prompt}`}
            data-testid="take-rubric"
          >
            <h3 className="font-medium break-words">{r.prompt}</h3>
            <p className="text-sm text-muted-foreground">
              {r.pointsAwarded === null
                ? T.teacherGrades
                : `${formatScore(r.pointsAwarded)} of ${r.points} points`}
            </p>
            {r.criteria.map((c) => (
              <div key={c.name} className="space-y-1">
                <p className="text-sm font-medium">{c.name}</p>
                <ul className="flex flex-wrap gap-1.5 text-xs">
                  {c.levels.map((l, j) => (
                    <li
                      key={j}
                      className={cn(
                        'rounded border px-2 py-1',
                        c.picked === j
                          ? 'border-primary bg-primary/10 font-semibold'
                          : 'text-muted-foreground',
                      )}
                    >
                      {l.label} ({l.points})
                      {c.picked === j && <span className="sr-only">, your level</span>}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
    </Card>
  );
}
