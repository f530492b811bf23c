import { CheckCircle2 } from 'lucide-react';
import {
  ASSESSMENT_MESSAGES as M,
  type SubmitAnswersResult,
} from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { Card } from '../../../../components/ui/card';
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
    </Card>
  );
}
