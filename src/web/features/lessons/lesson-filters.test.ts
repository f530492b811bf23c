import { describe, expect, it } from 'vitest';
import { filterLessons, isFiltered, NO_FILTERS } from './lesson-filters';

const lessons = [
  { title: 'Fractions Fun', subject: 'Mathematics', grade: '4', status: 'published' as const },
  { title: 'Volcanoes', subject: 'Science', grade: 'K', status: 'draft' as const },
  { title: 'Ancient Rome', subject: 'History', grade: '10', status: 'archived' as const },
];
const titles = (f: Partial<typeof NO_FILTERS>) =>
  filterLessons(lessons, { ...NO_FILTERS, ...f }).map((l) => l.title);

describe('filterLessons', () => {
  it('shows everything by default', () => {
    expect(titles({})).toHaveLength(3);
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });
  it('searches title, subject and grade case-insensitively, ignoring surrounding spaces', () => {
    expect(titles({ search: 'FRACT' })).toEqual(['Fractions Fun']);
    expect(titles({ search: ' science ' })).toEqual(['Volcanoes']);
    expect(titles({ search: 'k' })).toEqual(['Volcanoes']);
    expect(titles({ search: '1' })).toEqual(['Ancient Rome']);
    expect(titles({ search: 'nothing like it' })).toEqual([]);
  });
  it('filters by subject case-insensitively and by status, combined with search', () => {
    expect(titles({ subject: 'history' })).toEqual(['Ancient Rome']);
    expect(titles({ status: 'draft' })).toEqual(['Volcanoes']);
    expect(titles({ subject: 'Mathematics', status: 'draft' })).toEqual([]);
    expect(titles({ search: 'o', status: 'archived' })).toEqual(['Ancient Rome']);
    expect(isFiltered({ ...NO_FILTERS, status: 'draft' })).toBe(true);
  });
});
