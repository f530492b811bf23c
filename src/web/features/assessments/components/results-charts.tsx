import type { AssessmentResults } from '../../../../contracts/assessments.contract';
import { BarChart } from '../../../components/charts';
import { Card } from '../../../components/ui/card';
import { formatPercent } from '../../../lib/format';

const BAND_TONE = {
  '90-100': 'good',
  '80-89': 'primary',
  '70-79': 'primary',
  '60-69': 'warn',
  'Below 60': 'bad',
} as const;

/**
 * A question's accuracy in words: written answers the teacher has not graded yet make it
 * "pending" (a figure would change as they are graded), not 0%.
 */
function accuracyText(q: AssessmentResults['questions'][number]) {
  if (q.pending > 0) return `pending (${q.pending} to grade)`;
  return q.accuracy === null ? 'no answers' : formatPercent(q.accuracy);
}

/** Summary figures, the score distribution and per-question accuracy, all from stored results. */
export function ResultsSummary({ data }: { data: AssessmentResults }) {
  const { assessment, results } = data;
  const scored = results.filter((r) => r.percent !== null);
  const best = scored.length ? Math.max(...scored.map((r) => r.percent!)) : null;
  const figures = [
    { label: 'Results', value: String(results.length) },
    { label: 'Average', value: formatPercent(assessment.averagePercent) },
    { label: 'Highest', value: formatPercent(best) },
    { label: 'Needs Review', value: String(results.filter((r) => r.needsReview).length) },
  ];
  const graded = data.questions.filter((q) => q.accuracy !== null);
  const pending = data.questions.reduce((n, q) => n + q.pending, 0);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((f) => (
          <Card key={f.label} className="p-4">
            <p className="text-sm text-muted-foreground">{f.label}</p>
            <p className="mt-1 text-2xl font-bold" data-testid={`summary-${f.label}`}>
              {f.value}
            </p>
          </Card>
        ))}
      </div>
      {/* relative overflow-hidden: the charts' visually hidden data tables must not widen the page on phones */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card className="relative space-y-3 overflow-hidden p-5">
          <h2 className="font-semibold">Score distribution</h2>
          {scored.length === 0 ? (
            <p className="text-sm text-muted-foreground">No scores yet</p>
          ) : (
            <BarChart
              title="Number of students per score band (percent)"
              data={data.distribution.map((d) => ({ label: d.band, value: d.count }))}
              tone={(d) => BAND_TONE[d.label as keyof typeof BAND_TONE] ?? 'primary'}
            />
          )}
        </Card>
        <Card className="relative space-y-3 overflow-hidden p-5">
          <h2 className="font-semibold">Accuracy per question</h2>
          {graded.length > 0 ? (
            <BarChart
              title="Percent of answers that were right, per question"
              orientation="horizontal"
              max={100}
              format={(v) => formatPercent(v)}
              data={graded.map((q) => ({
                label: `Q${data.questions.indexOf(q) + 1}`,
                value: q.accuracy!,
              }))}
              tone={(d) => (d.value >= 80 ? 'good' : d.value >= 60 ? 'warn' : 'bad')}
            />
          ) : (
            pending === 0 && (
              <p className="text-sm text-muted-foreground">
                No graded online answers yet. Accuracy comes from answers given at the student link.
              </p>
            )
          )}
          {(graded.length > 0 || pending > 0) && (
            <ol className="space-y-0.5 text-xs text-muted-foreground" aria-label="Questions">
              {data.questions.map((q, i) => (
                <li key={q.questionId} className="flex gap-2">
                  <span className="min-w-0 flex-1 truncate">
                    <span className="font-medium text-foreground">Q{i + 1}</span> {q.prompt}
                  </span>
                  <span className="shrink-0 font-medium text-foreground tabular-nums">
                    {accuracyText(q)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}
