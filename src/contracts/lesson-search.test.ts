import { describe, expect, it } from 'vitest';
import { parseLessonSearch } from './lesson-search';

describe('a grade in a lesson search', () => {
  it('understands the ways teachers write a grade', () => {
    for (const text of [
      'grade 7',
      'Grade 7',
      'GRADE 07',
      '7th grade',
      '7th-graders',
      'gr. 7',
      'year 7',
    ])
      expect(parseLessonSearch(text), text).toEqual({ grade: '7', words: [] });
    expect(parseLessonSearch('kindergarten')).toEqual({ grade: 'K', words: [] });
    expect(parseLessonSearch('grade k')).toEqual({ grade: 'K', words: [] });
    expect(parseLessonSearch('1st grade')).toEqual({ grade: '1', words: [] });
  });

  it('keeps the other words, which must match as well', () => {
    expect(parseLessonSearch('ratios grade 7 review')).toEqual({
      grade: '7',
      words: ['ratios', 'review'],
    });
  });

  it('names no grade for plain words or a grade that does not exist', () => {
    expect(parseLessonSearch('7')).toBeNull();
    expect(parseLessonSearch('fractions')).toBeNull();
    expect(parseLessonSearch('grade 13')).toBeNull();
    expect(parseLessonSearch('upgrade 7')).toBeNull();
  });
});
