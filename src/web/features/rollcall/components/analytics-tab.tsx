import type { ComponentType } from 'react';
import {
  ATTENDANCE_MESSAGES as M,
  type AttendanceSummary,
} from '../../../../contracts/attendance.contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAttendanceSummary } from '../attendance.api';
import {
  ChronicAbsenceSection,
  NoAttendanceYet,
  RateOverTimeSection,
  TodaySection,
} from './analytics/attendance-sections';
import { GameStatsSection } from './analytics/game-stats-section';

/**
 * RollCall's Analytics: a list of sections, each drawing from stored data with its own empty
 * state. Attendance sections take the attendance summary; a section for another data set
 * (game results) renders itself and goes at the end of SECTIONS.
 */
const ATTENDANCE_SECTIONS: ComponentType<{ summary: AttendanceSummary }>[] = [
  TodaySection,
  RateOverTimeSection,
  ChronicAbsenceSection,
];
const OTHER_SECTIONS: ComponentType[] = [GameStatsSection];

function AttendanceSections() {
  const summary = useAttendanceSummary();
  if (summary.isPending) return <Skeleton className="h-64 w-full" />;
  if (summary.isError)
    return (
      <p className="rounded-md border border-destructive p-4 text-destructive">{M.loadFailed}</p>
    );
  if (summary.data.classes.length === 0) return <NoAttendanceYet />;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {ATTENDANCE_SECTIONS.map((Section, i) => (
        <Section key={i} summary={summary.data} />
      ))}
    </div>
  );
}

export default function Panel() {
  return (
    <div className="space-y-6">
      <AttendanceSections />
      {OTHER_SECTIONS.map((Section, i) => (
        <Section key={i} />
      ))}
    </div>
  );
}
