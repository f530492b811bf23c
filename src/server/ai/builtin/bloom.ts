/** Grade bands: which questions and notes suit which grades. */
export type GradeBand = 'early' | 'elementary' | 'middle' | 'high';

export function gradeBand(grade: string): GradeBand {
  const n = grade === 'K' ? 0 : Number(grade);
  if (n <= 2) return 'early';
  if (n <= 5) return 'elementary';
  if (n <= 8) return 'middle';
  return 'high';
}

export const gradeName = (grade: string) => (grade === 'K' ? 'Kindergarten' : `Grade ${grade}`);
