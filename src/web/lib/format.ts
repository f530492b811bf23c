/** How figures, grades, names and dates read across the client: one copy of each. */

/**
 * "87%" by default; with `decimals`, that many places ("84.0%", the class figures on the
 * dashboard and analytics); an em dash while there is nothing to average.
 */
export function formatPercent(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined) return '—';
  return `${value.toFixed(decimals)}%`;
}

/** Scores can be fractional after partial credit; one decimal at most. */
export const formatScore = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(1);

/** "45 min" under an hour, then hours with one decimal ("2.5 hrs"), as teachers count time. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
}

/** "Kindergarten" for K, "Grade 7" otherwise: how a grade reads in a chip, a card or a document. */
export const gradeLabel = (grade: string) => (grade === 'K' ? 'Kindergarten' : `Grade ${grade}`);

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** "AL" for Ada Lovelace. */
export const initials = (s: { firstName: string; lastName: string }) =>
  `${s.firstName.trim().charAt(0)}${s.lastName.trim().charAt(0)}`.toUpperCase();

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
