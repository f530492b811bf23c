import { Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentResults,
  type SaveScoresBody,
} from '../../../../contracts/assessments.contract';
import { ServerError } from '../../../components/server-error';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Table, Td, Th } from '../../../components/ui/table';
import { toast, toastError } from '../../../components/ui/toast';
import { useSaveScores } from '../assessments.api';

const asText = (score: number | null | undefined) =>
  score === null || score === undefined ? '' : String(score);

type Result = AssessmentResults['results'][number];

/** Where the score in the box came from, so an online score is not mistaken for a typed one. */
function sourceLabel(result: Result | undefined) {
  if (!result) return 'No score yet';
  if (result.source === 'gradebook') return 'Entered here';
  return result.needsReview ? 'Online, waiting for your grade' : 'Online';
}

/**
 * One score box per student of the roster, showing the stored score (typed here or from an online
 * submission). Only the teacher's edits are kept in state, so results that arrive while the tab
 * is open show at once. Only changed rows are sent: a number sets the score, an emptied box
 * clears it (null); the server saves all or nothing.
 */
export function Gradebook({ data }: { data: AssessmentResults }) {
  const save = useSaveScores();
  const { assessment, roster, results } = data;
  const resultOf = (id: number) => results.find((r) => r.studentId === id);
  const saved = Object.fromEntries(roster.map((s) => [s.id, asText(resultOf(s.id)?.score)]));
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const valueOf = (id: number) => edits[id] ?? saved[id] ?? '';

  if (roster.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        Your class list is empty.{' '}
        <Link href="/students" className={buttonClass('outline', 'sm')}>
          Add students
        </Link>
      </div>
    );
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const found: Record<number, string> = {};
    const changed = roster.flatMap((s): SaveScoresBody['scores'] => {
      const raw = valueOf(s.id).trim();
      if (raw === saved[s.id]) return [];
      if (raw === '') return [{ studentId: s.id, score: null }];
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0 || value > assessment.maxScore) {
        found[s.id] = M.scoreInvalid;
        return [];
      }
      return [{ studentId: s.id, score: value }];
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (changed.length === 0) {
      toast({ title: M.scoresSaved });
      return;
    }
    save.mutate(
      { id: assessment.id, scores: changed },
      {
        onSuccess: () => {
          setEdits({});
          toast({ title: M.scoresSaved, description: assessment.title });
        },
        onError: () => toastError(M.errorTitle, M.scoresFailed),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Scores out of {assessment.maxScore}. Empty a box to clear that student&apos;s score.
      </p>
      <ServerError error={save.error} fallback={M.scoresFailed} />
      <Table aria-label="Gradebook">
        <thead>
          <tr>
            <Th scope="col">Student</Th>
            <Th scope="col">Score</Th>
            <Th scope="col">Source</Th>
          </tr>
        </thead>
        <tbody>
          {roster.map((s) => (
            <tr key={s.id}>
              <Th scope="row" className="font-medium text-foreground">
                <label htmlFor={`score-${s.id}`}>{s.name}</label>
              </Th>
              <Td>
                <div className="w-28">
                  <Input
                    id={`score-${s.id}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={assessment.maxScore}
                    aria-invalid={!!errors[s.id]}
                    aria-describedby={errors[s.id] ? `score-${s.id}-error` : undefined}
                    value={valueOf(s.id)}
                    onChange={(e) => setEdits((all) => ({ ...all, [s.id]: e.target.value }))}
                  />
                </div>
                {errors[s.id] && (
                  <p id={`score-${s.id}-error`} className="mt-1 text-sm text-destructive">
                    {errors[s.id]}
                  </p>
                )}
              </Td>
              <Td className="text-sm text-muted-foreground" data-testid={`score-source-${s.id}`}>
                {sourceLabel(resultOf(s.id))}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          <Save className="size-4" aria-hidden="true" />{' '}
          {save.isPending ? 'Saving...' : 'Save scores'}
        </Button>
      </div>
    </form>
  );
}
