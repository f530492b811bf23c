import { countOf } from '../../../lib/format';
import { ANALYTICS_TEXT, BAND_FLOORS, type GradeBand } from '../../../../contracts/analytics.text';
import { BarChart } from '../../../components/charts';
import type { Overview } from '../../../lib/overview';
import { Section } from './section';

/** Short axis labels for the grade bands; the full labels are in the contract's BAND_LABELS. */
const BAND_AXIS: Record<GradeBand, string> = {
  excellent: '90%+',
  good: '80-89%',
  fair: '70-79%',
  support: 'Below 70%',
};
const BAND_TONE = { excellent: 'good', good: 'primary', fair: 'warn', support: 'bad' } as const;
export const toneOfAverage = (v: number) =>
  v >= BAND_FLOORS.excellent
    ? 'good'
    : v >= BAND_FLOORS.good
      ? 'primary'
      : v >= BAND_FLOORS.fair
        ? 'warn'
        : 'bad';

export const pct = (v: number) => `${Number.isInteger(v) ? v : v.toFixed(1)}%`;

export function DistributionChart({ data }: { data: Overview | undefined }) {
  const bandOf = new Map(
    Object.entries(BAND_AXIS).map(([band, label]) => [label, band as GradeBand]),
  );
  return (
    <Section
      title="Performance Distribution"
      loading={!data}
      empty={data?.scoredStudents === 0 && ANALYTICS_TEXT.noScores}
    >
      {data && (
        <>
          <p className="mb-2 text-sm text-muted-foreground">
            Share of the {countOf(data.scoredStudents, 'student')} with scores, by average
          </p>
          <BarChart
            title="Performance distribution"
            data={data.distribution.map((b) => ({ label: BAND_AXIS[b.band], value: b.percent }))}
            max={100}
            format={pct}
            tone={(d) => BAND_TONE[bandOf.get(d.label) ?? 'good']}
          />
        </>
      )}
    </Section>
  );
}

export function SubjectChart({ data }: { data: Overview | undefined }) {
  return (
    <Section
      title="Subject Performance"
      loading={!data}
      empty={data?.subjects.length === 0 && ANALYTICS_TEXT.noScores}
    >
      {data && (
        <>
          <p className="mb-3 text-sm text-muted-foreground">Average score per subject</p>
          <BarChart
            title="Average score by subject"
            orientation="horizontal"
            data={data.subjects.map((s) => ({ label: s.subject, value: s.average }))}
            max={100}
            format={pct}
            tone={(d) => toneOfAverage(d.value)}
          />
        </>
      )}
    </Section>
  );
}
