import { describe, expect, it } from 'vitest';
import { filterAssessments, isFiltered, NO_FILTERS } from './assessment-filters';

const assessments = [
  { title: 'Fractions Quiz', description: 'Halves and quarters', type: 'quiz' as const },
  { title: 'Volcano Project', description: 'Build a MODEL eruption', type: 'project' as const },
  { title: 'Unit 3 Test', description: '', type: 'test' as const },
];
const titles = (f: Partial<typeof NO_FILTERS>) =>
  filterAssessments(assessments, { ...NO_FILTERS, ...f }).map((a) => a.title);

describe('filterAssessments', () => {
  it('shows everything by default', () => {
    expect(titles({})).toHaveLength(3);
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });
  it('searches title and description case-insensitively, ignoring surrounding spaces', () => {
    expect(titles({ search: 'FRACT' })).toEqual(['Fractions Quiz']);
    expect(titles({ search: ' model ' })).toEqual(['Volcano Project']);
    expect(titles({ search: 'quarters' })).toEqual(['Fractions Quiz']);
    expect(titles({ search: 'project' })).toEqual(['Volcano Project']);
    expect(titles({ search: 'nothing like it' })).toEqual([]);
  });
  it('filters by type, combined with search', () => {
    expect(titles({ type: 'test' })).toEqual(['Unit 3 Test']);
    expect(titles({ type: 'exam' })).toEqual([]);
    expect(titles({ search: 'o', type: 'project' })).toEqual(['Volcano Project']);
    expect(isFiltered({ ...NO_FILTERS, type: 'quiz' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, search: '  ' })).toBe(false);
  });
});
