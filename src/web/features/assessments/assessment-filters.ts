import type { AssessmentSummary } from '../../../contracts/assessments.contract';

export type AssessmentFilters = { search: string; type: string };
export const ALL = 'all';
export const NO_FILTERS: AssessmentFilters = { search: '', type: ALL };

/** Spec 9: search is a case-insensitive substring on title or description; the type filter is exact. */
export function filterAssessments<
  T extends Pick<AssessmentSummary, 'title' | 'description' | 'type'>,
>(assessments: readonly T[], { search, type }: AssessmentFilters): T[] {
  const needle = search.trim().toLowerCase();
  return assessments.filter(
    (a) =>
      (!needle || [a.title, a.description].some((field) => field.toLowerCase().includes(needle))) &&
      (type === ALL || a.type === type),
  );
}

export const isFiltered = (f: AssessmentFilters) => f.search.trim() !== '' || f.type !== ALL;
