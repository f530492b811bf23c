import { useState } from 'react';
import { Link } from 'wouter';
import { STANDARDS_MASTERY_TEXT as T } from '../../../../contracts/analytics.text';
import { BarChart } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { NativeSelect } from '../../../components/native-select';
import { ServerError } from '../../../components/server-error';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, Td, Th } from '../../../components/ui/table';
import { countOf, formatPercent, formatScore } from '../../../lib/format';
import {
  useClassFilterOptions,
  useStandardsMastery,
  type StandardsMastery,
} from '../analytics.api';
import { pct, toneOfAverage } from './charts';

type Standard = StandardsMastery['standards'][number];

/** Which empty state the figures call for, or 'figures' when some standard has a score. */
export function masteryState(data: StandardsMastery, classId: string) {
  if (data.taggedAssessments === 0) return 'untagged' as const;
  if (data.standards.every((s) => s.percent === null))
    return classId ? 'classUnscored' : 'unscored';
  return 'figures' as const;
}

function Empty({ state }: { state: Exclude<ReturnType<typeof masteryState>, 'figures'> }) {
  if (state === 'untagged')
    return (
      <EmptyState title={T.noTagged} hint={T.noTaggedHint} className="p-6">
        <Link href="/assessments" className={buttonClass('outline', 'sm')}>
          Go to Assessments
        </Link>
      </EmptyState>
    );
  if (state === 'classUnscored') return <EmptyState title={T.noClassScores} className="p-6" />;
  return <EmptyState title={T.noScores} hint={T.noScoresHint} className="p-6" />;
}

function MasteryTable({ standards }: { standards: Standard[] }) {
  return (
    <Table stacked label="Mastery by standard" aria-label="Mastery by standard">
      <thead>
        <tr>
          <Th>Standard</Th>
          <Th className="text-right">Mastery</Th>
          <Th className="text-right">Points</Th>
          <Th className="text-right">Students</Th>
          <Th className="text-right">Results</Th>
          <Th className="text-right">Assessments</Th>
        </tr>
      </thead>
      <tbody>
        {standards.map((s) => (
          <tr key={s.code}>
            {/* Not Th: a row's heading reads in the body's colour, not the column heads' muted one. */}
            <th scope="row" className="max-w-md border-b px-3 py-2 text-left font-normal">
              <span className="block font-semibold">{s.code}</span>
              <span className="block text-xs text-muted-foreground">{s.description}</span>
            </th>
            <Td data-label="Mastery" className="text-right font-medium tabular-nums">
              {s.percent === null ? 'No scores yet' : formatPercent(s.percent, 1)}
            </Td>
            <Td data-label="Points" className="text-right tabular-nums">
              {formatScore(s.earned)} / {s.possible}
            </Td>
            <Td data-label="Students" className="text-right tabular-nums">
              {s.studentCount}
            </Td>
            <Td data-label="Results" className="text-right tabular-nums">
              {s.resultCount}
            </Td>
            <Td data-label="Assessments" className="text-right tabular-nums">
              {s.assessmentCount}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Mastery per standard (issue 34): the share of points earned on the assessments tagged with
 * each standard, as bars, and in a table that says how many students and results each rests on.
 */
export function StandardsMasteryCard() {
  const [classId, setClassId] = useState('');
  const mastery = useStandardsMastery(classId);
  const classes = useClassFilterOptions();
  const options = classes.data ?? [];
  const data = mastery.data;
  const state = data && masteryState(data, classId);
  const scored = data?.standards.filter((s) => s.percent !== null) ?? [];
  return (
    <Card data-testid="standards-mastery">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{T.title}</h2>
        {options.length > 0 && (
          <NativeSelect
            id="mastery-class"
            label="Class"
            hideLabel
            className="h-8 w-auto py-0"
            options={options.map((c) => String(c.id))}
            format={(id) => {
              const c = options.find((x) => String(x.id) === id);
              return c ? `${c.name}${c.archived ? ' (archived)' : ''}` : id;
            }}
            placeholder="All students"
            value={classId}
            onChange={(e) => setClassId(e.target.value)}
          />
        )}
      </div>
      <div className="mt-4" aria-busy={mastery.isPending}>
        {mastery.error ? (
          <ServerError error={mastery.error} fallback="Could not load mastery by standard." />
        ) : !data || !state ? (
          <Skeleton className="h-40" />
        ) : state !== 'figures' ? (
          <Empty state={state} />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground">
              Share of points earned on the assessments tagged with each standard
            </p>
            {/* The table below carries the same figures and more, so the bars are not read twice. */}
            <div aria-hidden="true">
              <BarChart
                title="Mastery by standard"
                orientation="horizontal"
                data={scored.map((s) => ({ label: s.code, value: s.percent ?? 0 }))}
                max={100}
                format={pct}
                tone={(d) => toneOfAverage(d.value)}
              />
            </div>
            <MasteryTable standards={data.standards} />
            <p className="text-xs text-muted-foreground">
              From {countOf(data.taggedAssessments, 'tagged assessment')}; a submission waiting for
              you to grade counts once it is graded.
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
