import { INSIGHT_TEXT, SUPPORT_BELOW, type Insight } from '../../../contracts/analytics.contract';
import type { Performance, StudentRow } from './analytics.calculations';

/** How many names a "trending down" sentence spells out before "and N more". */
const NAMES_SHOWN = 3;

export interface InsightInput {
  students: readonly StudentRow[];
  perfs: readonly Performance[];
  subjects: readonly {
    subject: string;
    average: number;
    studentCount: number;
    belowSupport: number;
  }[];
  /** Submissions waiting for a grade. */
  pendingReview: number;
}

/**
 * Sentences written from the class's figures, most actionable first. Each appears only when
 * the data supports it, so a new teacher gets none rather than invented advice.
 */
export function insightsFor({ students, perfs, subjects, pendingReview }: InsightInput): Insight[] {
  const out: Insight[] = [];
  const scored = perfs.filter((p) => p.rawAverage !== null);

  // The subject with the most students below support; ties go to the lower average.
  const weakest = subjects
    .filter((s) => s.belowSupport > 0)
    .sort((a, b) => b.belowSupport - a.belowSupport || a.average - b.average)[0];
  if (weakest) {
    out.push({
      kind: 'weakest_subject',
      tone: 'warning',
      text: INSIGHT_TEXT.weakestSubject(
        weakest.subject,
        weakest.belowSupport,
        weakest.studentCount,
      ),
    });
  }

  const needSupport = scored.filter((p) => p.rawAverage! < SUPPORT_BELOW).length;
  if (needSupport > 0) {
    out.push({
      kind: 'need_support',
      tone: 'warning',
      text: INSIGHT_TEXT.needSupport(needSupport),
    });
  } else if (scored.length > 0) {
    out.push({ kind: 'need_support', tone: 'positive', text: INSIGHT_TEXT.allAbove() });
  }

  const nameOf = new Map(students.map((s) => [s.id, `${s.firstName} ${s.lastName}`]));
  const down = perfs.filter((p) => p.trend === 'down');
  if (down.length > 0) {
    const names = down
      .slice(0, NAMES_SHOWN)
      .map((p) => nameOf.get(p.studentId) ?? `#${p.studentId}`);
    out.push({
      kind: 'declining',
      tone: 'warning',
      text: INSIGHT_TEXT.declining(names, down.length),
    });
  }

  const up = perfs.filter((p) => p.trend === 'up').length;
  if (up > 0) out.push({ kind: 'improving', tone: 'positive', text: INSIGHT_TEXT.improving(up) });

  // "Strongest" only means something when there is more than one subject to compare.
  if (subjects.length > 1) {
    const best = [...subjects].sort((a, b) => b.average - a.average)[0]!;
    out.push({
      kind: 'strongest_subject',
      tone: 'positive',
      text: INSIGHT_TEXT.strongestSubject(best.subject, best.average),
    });
  }

  if (pendingReview > 0)
    out.push({
      kind: 'pending_review',
      tone: 'info',
      text: INSIGHT_TEXT.pendingReview(pendingReview),
    });

  const unscored = perfs.length - scored.length;
  if (unscored > 0)
    out.push({ kind: 'unscored', tone: 'info', text: INSIGHT_TEXT.unscored(unscored) });

  return out;
}
