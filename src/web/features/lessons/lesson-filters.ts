import type { LessonSummary } from '../../../contracts/lessons.contract';

export type LessonFilters = { search: string; subject: string; status: string };
export const ALL = 'all';
export const NO_FILTERS: LessonFilters = { search: '', subject: ALL, status: ALL };

/**
 * Spec 9: search is a case-insensitive substring on title, subject or grade; the subject
 * filter compares case-insensitively; 'all' turns a filter off.
 */
export function filterLessons<
  T extends Pick<LessonSummary, 'title' | 'subject' | 'grade' | 'status'>,
>(lessons: readonly T[], { search, subject, status }: LessonFilters): T[] {
  const needle = search.trim().toLowerCase();
  const wantSubject = subject.toLowerCase();
  return lessons.filter(
    (l) =>
      (!needle ||
        [l.title, l.subject, l.grade].some((field) => field.toLowerCase().includes(needle))) &&
      (subject === ALL || l.subject.toLowerCase() === wantSubject) &&
      (status === ALL || l.status === status),
  );
}

export const isFiltered = (f: LessonFilters) =>
  f.search.trim() !== '' || f.subject !== ALL || f.status !== ALL;
