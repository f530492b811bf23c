import { Check, X } from 'lucide-react';
import { useState } from 'react';
import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentResult,
} from '../../../../contracts/assessments.contract';
import type { QuestionInput } from '../../../../contracts/questions.contract';
import type { RubricInput } from '../../../../contracts/rubrics.contract';
import { FormField } from '../../../components/form-field';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatScore } from '../../../lib/format';
import { useGradeAnswers } from '../assessments.api';

const GRADES_SAVED = 'Grades saved';

/** The short answers of a submission, with the question they answer. */
export function shortAnswers(result: AssessmentResult, questions: readonly QuestionInput[]) {
  return result.answers.flatMap((a) => {
    const q = questions.find((x) => x.id === a.questionId);
    return q && q.type === 'short_answer' ? [{ answer: a, question: q }] : [];
  });
}

/** Points for each written answer of one submission, next to the student's words and the model answer. */
export function GradeDialog({
  assessmentId,
  result,
  questions,
  onClose,
}: {
  assessmentId: number;
  result: AssessmentResult;
  questions: readonly QuestionInput[];
  onClose: () => void;
}) {
  const grade = useGradeAnswers();
  const items = shortAnswers(result, questions);
  const objective = result.answers.filter(
    (a) => !items.some((i) => i.answer.questionId === a.questionId),
  );
  const [points, setPoints] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      items.map((i) => [
        i.answer.questionId,
        i.answer.pointsAwarded === null ? '' : String(i.answer.pointsAwarded),
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The level picked per criterion of each rubric question (issue 32 item 17).
  const [picks, setPicks] = useState<Record<string, (number | null)[]>>(() =>
    Object.fromEntries(
      items.flatMap(({ answer, question }) =>
        question.rubric
          ? [
              [
                answer.questionId,
                question.rubric.criteria.map((_, k) => answer.levels?.[k] ?? null),
              ],
            ]
          : [],
      ),
    ),
  );
  function pick(questionId: string, criterion: number, level: number, rubric: RubricInput) {
    const next = [...(picks[questionId] ?? [])];
    next[criterion] = level;
    setPicks((p) => ({ ...p, [questionId]: next }));
    // Every criterion picked: the points follow.
    if (next.length === rubric.criteria.length && next.every((x) => x !== null && x !== undefined))
      setPoints((p) => ({
        ...p,
        [questionId]: String(
          next.reduce((sum, x, k) => sum + Number(rubric.criteria[k]!.levels[x!]!.points), 0),
        ),
      }));
  }

  function save(e: React.FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    const grades = items.flatMap(({ answer, question }) => {
      const raw = points[answer.questionId]?.trim() ?? '';
      if (raw === '') return []; // left for later
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0 || value > (question.points ?? 1)) {
        found[answer.questionId] = M.pointsInvalid;
        return [];
      }
      const picked = picks[answer.questionId];
      const levels =
        question.rubric && picked?.every((x) => x !== null) ? (picked as number[]) : undefined;
      const sum = levels
        ? levels.reduce((t, x, k) => t + Number(question.rubric!.criteria[k]!.levels[x]!.points), 0)
        : undefined;
      // Points typed over the picks grade by points alone.
      return [
        sum === value
          ? { questionId: answer.questionId, levels }
          : { questionId: answer.questionId, pointsAwarded: value },
      ];
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || grades.length === 0) return;
    grade.mutate(
      { id: assessmentId, resultId: result.id, grades },
      {
        onSuccess: () => {
          toast({ title: GRADES_SAVED, description: result.studentName });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={`Grade ${result.studentName}`}
        description="Give points for each written answer, or pick a level of each rubric criterion; the score updates when every answer is graded."
        className="sm:max-w-2xl"
      >
        <form noValidate onSubmit={save} className="space-y-5">
          <ServerError error={grade.error} fallback={M.scoresFailed} />
          {items.map(({ answer, question }, i) => (
            <section
              key={answer.questionId}
              className="space-y-2 rounded-lg border p-4"
              aria-labelledby={`grade-q-${i}`}
            >
              <h3 id={`grade-q-${i}`} className="font-medium">
                {question.prompt}
              </h3>
              <div className="grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <p className="text-xs font-medium text-muted-foreground">Student&apos;s answer</p>
                  <p className="whitespace-pre-wrap break-words">
                    {answer.answer || <em className="text-muted-foreground">No answer</em>}
                  </p>
                </div>
                <div>
                  <p className="text-xs font-medium text-muted-foreground">Model answer</p>
                  <p className="whitespace-pre-wrap break-words">
                    {question.answer || <em className="text-muted-foreground">None given</em>}
                  </p>
                </div>
              </div>
              {question.rubric && (
                <div className="space-y-2" data-testid={`grade-rubric-${i}`}>
                  {question.rubric.criteria.map((c, k) => (
                    <fieldset key={k} className="space-y-1">
                      <legend className="text-sm font-medium">{c.name}</legend>
                      <div className="flex flex-wrap gap-2">
                        {c.levels.map((level, j) => {
                          const on = picks[answer.questionId]?.[k] === j;
                          return (
                            <label
                              key={j}
                              className={cn(
                                'flex cursor-pointer items-start gap-2 rounded-md border px-2 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                                on && 'border-primary bg-primary/10',
                              )}
                            >
                              <input
                                type="radio"
                                className="mt-0.5 size-4 accent-primary"
                                name={`grade-${i}-criterion-${k}`}
                                checked={on}
                                onChange={() => pick(answer.questionId, k, j, question.rubric!)}
                              />
                              <span className="break-words">
                                {level.label}{' '}
                                <span className="text-muted-foreground">({level.points} pts)</span>
                              </span>
                            </label>
                          );
                        })}
                      </div>
                    </fieldset>
                  ))}
                </div>
              )}
              <FormField
                id={`grade-points-${i}`}
                label={`Points (0 to ${question.points ?? 1})`}
                type="number"
                inputMode="decimal"
                min={0}
                max={question.points ?? 1}
                step="0.5"
                className="sm:w-32"
                error={errors[answer.questionId]}
                value={points[answer.questionId] ?? ''}
                onChange={(e) => setPoints((p) => ({ ...p, [answer.questionId]: e.target.value }))}
              />
            </section>
          ))}
          {objective.length > 0 && (
            <section aria-labelledby="auto-graded" className="space-y-2">
              <h3 id="auto-graded" className="text-sm font-medium">
                Auto-graded answers
              </h3>
              <ul className="space-y-1 text-sm">
                {objective.map((a) => {
                  const q = questions.find((x) => x.id === a.questionId);
                  return (
                    <li key={a.questionId} className="flex items-start gap-2">
                      {a.correct ? (
                        <Check
                          className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                          aria-label="Right"
                        />
                      ) : (
                        <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Wrong" />
                      )}
                      <span className="break-words">
                        {q?.prompt ?? a.questionId}: <strong>{a.answer || '—'}</strong>
                        {a.pointsAwarded !== null && (
                          <span className="text-muted-foreground">
                            {' '}
                            ({formatScore(a.pointsAwarded)} pts)
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={grade.isPending || items.length === 0}>
              {grade.isPending ? 'Saving...' : 'Save grades'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
