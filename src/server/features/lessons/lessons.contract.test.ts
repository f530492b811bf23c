import { describe, expect, it } from 'vitest';
import {
  createLessonBody,
  splitLines,
  updateLessonBody,
} from '../../../contracts/lessons.contract';
import { copyTitle, newShareToken } from './lessons.service';

describe('splitLines', () => {
  it('keeps one trimmed item per line and drops empty lines', () => {
    expect(splitLines('  a \n\n b\r\n\t\n c')).toEqual(['a', 'b', 'c']);
    expect(splitLines('')).toEqual([]);
  });
  it('accepts an array and splits items that hold several lines', () => {
    expect(splitLines(['one', ' ', 'two\nthree'])).toEqual(['one', 'two', 'three']);
  });
});

describe('lesson bodies', () => {
  it('fill the spec defaults on create only', () => {
    const created = createLessonBody.parse({ title: 'T', subject: 'Art', grade: '2' });
    expect(created).toMatchObject({
      duration: 45,
      status: 'draft',
      aiGenerated: false,
      objectives: [],
    });
    expect(updateLessonBody.parse({})).toEqual({});
  });
});

describe('copyTitle', () => {
  it('appends (copy) and never exceeds 200 characters', () => {
    expect(copyTitle('Rivers')).toBe('Rivers (copy)');
    expect(copyTitle('a'.repeat(200))).toHaveLength(200);
    expect(copyTitle(`${'a'.repeat(192)}  word`)).toBe(`${'a'.repeat(192)} (copy)`);
  });
});

describe('newShareToken', () => {
  it('gives 128 random bits as 22 URL-safe characters', () => {
    const tokens = new Set(Array.from({ length: 50 }, newShareToken));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
