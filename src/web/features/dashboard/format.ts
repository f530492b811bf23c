/** "45 min" under an hour, then hours with one decimal ("2.5 hrs"), as teachers count time. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
}

export const formatPercent = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)}%`);

export const initials = (firstName: string, lastName: string) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
