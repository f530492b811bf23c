/** Bloom's taxonomy verbs, and which levels suit which grades. */
export const BLOOM = {
  remember: ['identify', 'list', 'name', 'recall', 'label'],
  understand: ['explain', 'describe', 'summarize', 'classify', 'compare'],
  apply: ['apply', 'solve', 'demonstrate', 'use', 'calculate'],
  analyze: ['analyze', 'distinguish', 'examine', 'organize', 'contrast'],
  evaluate: ['evaluate', 'justify', 'critique', 'defend', 'assess'],
  create: ['design', 'construct', 'compose', 'formulate', 'create'],
} as const;
export type BloomLevel = keyof typeof BLOOM;

export type GradeBand = 'early' | 'elementary' | 'middle' | 'high';

export function gradeBand(grade: string): GradeBand {
  const n = grade === 'K' ? 0 : Number(grade);
  if (n <= 2) return 'early';
  if (n <= 5) return 'elementary';
  if (n <= 8) return 'middle';
  return 'high';
}

/** Younger classes climb fewer levels; older ones reach evaluation and creation. */
export const LEVELS_BY_BAND: Record<GradeBand, BloomLevel[]> = {
  early: ['remember', 'understand', 'apply'],
  elementary: ['remember', 'understand', 'apply', 'analyze'],
  middle: ['understand', 'apply', 'analyze', 'evaluate'],
  high: ['understand', 'apply', 'analyze', 'evaluate', 'create'],
};

const ALL_VERBS = new Set<string>(Object.values(BLOOM).flat());

/** "Students will be able to ..." with a Bloom verb; a teacher's own verb is kept. */
export function bloomObjective(text: string, verb: string): string {
  const clean = text.trim().replace(/[.;]+$/, '');
  const first = clean.split(/\s+/)[0]?.toLowerCase() ?? '';
  const body = ALL_VERBS.has(first)
    ? clean.charAt(0).toLowerCase() + clean.slice(1)
    : `${verb} ${clean.charAt(0).toLowerCase()}${clean.slice(1)}`;
  return `Students will be able to ${body}.`;
}

export const gradeName = (grade: string) => (grade === 'K' ? 'Kindergarten' : `Grade ${grade}`);
