import { ListChecks, Plus, Trash2 } from 'lucide-react';
import { RUBRIC_LIMITS as L, type RubricInput } from '../../../../contracts/rubrics.contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ErrorText } from '../../../components/question-card';

type Criterion = RubricInput['criteria'][number];

/** A new criterion: three levels from nothing to the full points. */
const newCriterion = (n: number): Criterion => ({
  name: `Criterion ${n}`,
  levels: [
    { label: 'Not yet', points: 0 },
    { label: 'Partly', points: 1 },
    { label: 'Fully', points: 2 },
  ],
});

/** The best level of each criterion, added up: the question's points (NaN while a box is blank). */
export const rubricTotal = (r: RubricInput) =>
  r.criteria.reduce((sum, c) => sum + Math.max(...c.levels.map((l) => Number(l.points))), 0);

/**
 * A short-answer question's rubric (issue 32 item 17): criteria, each with levels worth points.
 * The question's points follow the rubric (its best levels added up), so the two always agree.
 */
export function RubricEditor({
  base,
  rubric,
  error,
  onChange,
}: {
  base: string;
  rubric: RubricInput | undefined;
  error?: string;
  onChange: (rubric: RubricInput | undefined) => void;
}) {
  if (!rubric)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange({ criteria: [newCriterion(1)] })}
        >
          <ListChecks className="size-4" aria-hidden="true" /> Add a rubric
        </Button>
        <span className="text-xs text-muted-foreground">
          Grade this answer by criteria and levels instead of points alone.
        </span>
      </div>
    );

  const setCriterion = (i: number, c: Criterion) =>
    onChange({ criteria: rubric.criteria.map((x, k) => (k === i ? c : x)) });
  const total = rubricTotal(rubric);

  return (
    <fieldset className="space-y-3 rounded-lg border p-3" aria-describedby={`${base}-rubric-total`}>
      <legend className="px-1 text-sm font-medium">Rubric</legend>
      {rubric.criteria.map((c, i) => (
        <div key={i} className="space-y-2 rounded-md bg-muted/40 p-3">
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1 space-y-1">
              <Label htmlFor={`${base}-criterion-${i}`}>Criterion {i + 1}</Label>
              <Input
                id={`${base}-criterion-${i}`}
                value={c.name}
                maxLength={L.name}
                onChange={(e) => setCriterion(i, { ...c, name: e.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9 text-destructive"
              aria-label={`Remove criterion ${i + 1}`}
              disabled={rubric.criteria.length <= 1}
              onClick={() => onChange({ criteria: rubric.criteria.filter((_, k) => k !== i) })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <ul className="space-y-2" aria-label={`Levels of criterion ${i + 1}`}>
            {c.levels.map((level, j) => (
              <li key={j} className="flex items-end gap-2">
                <div className="min-w-0 flex-1 space-y-1">
                  <Label htmlFor={`${base}-c${i}-level-${j}`} className="text-xs">
                    Level {j + 1}
                    <span className="sr-only"> of criterion {i + 1}</span>
                  </Label>
                  <Input
                    id={`${base}-c${i}-level-${j}`}
                    value={level.label}
                    maxLength={L.label}
                    onChange={(e) =>
                      setCriterion(i, {
                        ...c,
                        levels: c.levels.map((x, k) =>
                          k === j ? { ...x, label: e.target.value } : x,
                        ),
                      })
                    }
                  />
                </div>
                <div className="w-20 space-y-1">
                  <Label htmlFor={`${base}-c${i}-points-${j}`} className="text-xs">
                    Points
                    <span className="sr-only">
                      {' '}
                      for level {j + 1} of criterion {i + 1}
                    </span>
                  </Label>
                  <Input
                    id={`${base}-c${i}-points-${j}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={L.points}
                    value={Number.isFinite(Number(level.points)) ? level.points : ''}
                    onChange={(e) =>
                      setCriterion(i, {
                        ...c,
                        levels: c.levels.map((x, k) =>
                          k === j
                            ? {
                                ...x,
                                points: e.target.value === '' ? Number.NaN : Number(e.target.value),
                              }
                            : x,
                        ),
                      })
                    }
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9 text-destructive"
                  aria-label={`Remove level ${j + 1} of criterion ${i + 1}`}
                  disabled={c.levels.length <= L.levelsMin}
                  onClick={() =>
                    setCriterion(i, { ...c, levels: c.levels.filter((_, k) => k !== j) })
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={c.levels.length >= L.levels}
            onClick={() =>
              setCriterion(i, {
                ...c,
                levels: [
                  ...c.levels,
                  {
                    label: '',
                    points: Math.max(0, ...c.levels.map((l) => Number(l.points) || 0)) + 1,
                  },
                ],
              })
            }
          >
            <Plus className="size-4" aria-hidden="true" /> Add level
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rubric.criteria.length >= L.criteria}
          onClick={() =>
            onChange({ criteria: [...rubric.criteria, newCriterion(rubric.criteria.length + 1)] })
          }
        >
          <Plus className="size-4" aria-hidden="true" /> Add criterion
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(undefined)}>
          Remove rubric
        </Button>
      </div>
      <p id={`${base}-rubric-total`} className="text-sm text-muted-foreground">
        {Number.isFinite(total)
          ? `The best levels add up to ${total} points: the question's points.`
          : 'Give every level its points.'}
      </p>
      <ErrorText id={`${base}-rubric-error`}>{error}</ErrorText>
    </fieldset>
  );
}
