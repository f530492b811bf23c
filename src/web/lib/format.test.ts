import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatMinutes,
  formatPercent,
  formatScore,
  gradeLabel,
  initials,
} from './format';

describe('formatPercent', () => {
  it('rounds to a whole percent by default', () => {
    expect(formatPercent(86.6)).toBe('87%');
    expect(formatPercent(86.5)).toBe('87%');
    expect(formatPercent(0)).toBe('0%');
  });
  it('keeps the asked decimals, zeros included', () => {
    expect(formatPercent(84, 1)).toBe('84.0%');
    expect(formatPercent(72.46, 1)).toBe('72.5%');
  });
  it('shows a dash while there is nothing to average', () => {
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(undefined, 1)).toBe('—');
  });
});

describe('formatScore', () => {
  it('keeps at most one decimal', () => {
    expect(formatScore(8)).toBe('8');
    expect(formatScore(7.25)).toBe('7.3');
  });
});

describe('formatMinutes', () => {
  it('counts minutes under an hour, then hours with one decimal', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(150)).toBe('2.5 hrs');
  });
});

describe('gradeLabel', () => {
  it('says Kindergarten for K and Grade N otherwise', () => {
    expect(gradeLabel('K')).toBe('Kindergarten');
    expect(gradeLabel('7')).toBe('Grade 7');
    expect(gradeLabel('12')).toBe('Grade 12');
  });
});

describe('names and words', () => {
  it('takes the initials of the trimmed names', () => {
    expect(initials({ firstName: ' ada', lastName: 'Lovelace' })).toBe('AL');
  });
  it('capitalizes the first letter only', () => {
    expect(capitalize('multiple choice')).toBe('Multiple choice');
    expect(capitalize('')).toBe('');
  });
});
