/** How figures, grades, names and dates read across the client: one copy of each. */

/**
 * "87%" by default; with `decimals`, that many places ("84.0%", the class figures on the
 * dashboard and analytics); an em dash while there is nothing to average.
 */
export function formatPercent(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined) return '—';
  return `${value.toFixed(decimals)}%`;
}

/** A 0–1 share (an attendance rate) as a whole percent: 0.956 -> "96%"; "No data" for none. */
export const formatRate = (rate: number | null) =>
  rate === null ? 'No data' : formatPercent(rate * 100);

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

/** "12,345" with the reader's digit grouping: token counts. */
export const formatCount = (n: number) => n.toLocaleString();

/**
 * A formatter made when first used, then kept. Each Intl formatter costs a few milliseconds to
 * make (about 100 ms for the seven here on a phone's CPU); made at load, they held up every
 * signed-in page's first script (issue 38 item 2).
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/**
 * "Mar 4" without Intl: the dashboard's lesson list is the first thing on a signed-in page to
 * format a date, and a browser's first Intl call loads its locale data, about 250 ms of a
 * phone's CPU in one task (issue 38 item 2). The app's words are English, so are its months.
 */
const shortDate = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}`;
/** "Mar 4, 2026". */
export const formatDate = (iso: string) => dateFormat().format(new Date(iso));
/** "Mar 4, 2026, 9:05 AM". */
export const formatDateTime = (iso: string) => dateTimeFormat().format(new Date(iso));
/** "Mar 4": lists and chart axes of recent dates, where the year goes without saying. */
export const formatShortDate = (iso: string) => shortDate(new Date(iso));

const timeAgo = once(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const TIME_AGO_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31536000],
  ['month', 2592000],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];
/** "3 days ago", "yesterday", "just now": how long ago, in the largest whole unit. */
export function formatTimeAgo(iso: string | Date, now = Date.now()): string {
  const secs = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of TIME_AGO_UNITS)
    if (Math.abs(secs) >= size) return timeAgo().format(Math.round(secs / size), unit);
  return 'just now';
}

// English whatever the browser's language: the spec writes the chat's times as "9:05 AM".
const timeFormat = once(
  () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true }),
);
/** "9:05 AM" (spec section 2: 12-hour times); nothing for a missing or unreadable time. */
export function formatTime(iso: string | undefined): string {
  const d = new Date(iso ?? '');
  return Number.isNaN(d.getTime()) ? '' : timeFormat().format(d);
}

/**
 * A school day ('2026-03-04', as attendance stores it) as a moment on that day where the reader
 * is. `new Date('2026-03-04')` is midnight UTC, which is still March 3 west of Greenwich; local
 * noon is the same day in every zone.
 */
export const schoolDay = (day: string) => new Date(`${day}T12:00:00`);

const weekdayFormat = once(
  () => new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' }),
);
const fullDayFormat = once(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }),
);
const SCHOOL_DAY_FORMATS = {
  /** "Mar 4" */
  short: shortDate,
  /** "Wed, Mar 4" */
  weekday: (d: Date) => weekdayFormat().format(d),
  /** "Wed, Mar 4, 2026" */
  full: (d: Date) => fullDayFormat().format(d),
};
/** A school day ('2026-03-04') for people, in one of the styles above. */
export const formatSchoolDay = (day: string, style: keyof typeof SCHOOL_DAY_FORMATS = 'short') =>
  SCHOOL_DAY_FORMATS[style](schoolDay(day));

/** "1 question", "3 questions": a count with its noun agreeing ("1 players" was item 18). */
export const countOf = (n: number, singular: string, plural = `${singular}s`) =>
  `${n} ${n === 1 ? singular : plural}`;
