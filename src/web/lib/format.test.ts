import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  capitalize,
  countOf,
  formatCount,
  formatMinutes,
  formatPercent,
  formatRate,
  formatSchoolDay,
  formatScore,
  formatShortDate,
  formatTime,
  formatTimeAgo,
  gradeLabel,
  initials,
  schoolDay,
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

describe('formatRate', () => {
  it('reads a 0–1 share as a whole percent, rounding half up', () => {
    expect(formatRate(0.956)).toBe('96%');
    expect(formatRate(2 / 3)).toBe('67%');
    expect(formatRate(0.125)).toBe('13%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(0)).toBe('0%');
  });
  it('says so when nothing is recorded', () => {
    expect(formatRate(null)).toBe('No data');
  });
});

describe('formatCount', () => {
  it('groups digits as the reader does', () => {
    expect(formatCount(1234567)).toBe((1234567).toLocaleString());
    expect(formatCount(1234567)).not.toBe('1234567');
    expect(formatCount(42)).toBe('42');
  });
});

describe('countOf', () => {
  it('agrees the noun with the count', () => {
    expect(countOf(1, 'question')).toBe('1 question');
    expect(countOf(0, 'question')).toBe('0 questions');
    expect(countOf(3, 'class', 'classes')).toBe('3 classes');
    expect(countOf(1, 'class', 'classes')).toBe('1 class');
  });
});

describe('formatTime', () => {
  it('shows 12-hour times', () => {
    expect(formatTime('2026-09-01T14:05:00')).toBe('2:05 PM');
    expect(formatTime('2026-09-01T00:30:00')).toBe('12:30 AM');
  });
  it('shows nothing for a missing or unreadable time', () => {
    expect(formatTime(undefined)).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('dates', () => {
  // The browser's language decides the words; the day and the parts shown are what is tested.
  const asBefore = (d: Date, options: Intl.DateTimeFormatOptions) =>
    d.toLocaleDateString(undefined, options);

  it('gives a recent date without its year, in English whatever the browser (no Intl)', () => {
    expect(formatShortDate('2026-03-04T15:00:00')).toBe('Mar 4');
    expect(formatShortDate('2026-12-31T23:59:00')).toBe('Dec 31');
    expect(formatShortDate('2027-01-01T00:00:00')).toBe('Jan 1');
  });

  it('reads a school day in the three styles the attendance screens use', () => {
    const day = new Date(2026, 2, 4);
    expect(formatSchoolDay('2026-03-04')).toBe('Mar 4');
    expect(formatSchoolDay('2026-03-04', 'weekday')).toBe(
      asBefore(day, { weekday: 'short', month: 'short', day: 'numeric' }),
    );
    expect(formatSchoolDay('2026-03-04', 'full')).toBe(
      asBefore(day, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    );
  });

  describe('a school day in any time zone', () => {
    afterEach(() => vi.unstubAllEnvs());
    // Midnight UTC would be the evening before in the Americas and Hawaii.
    it.each(['America/Los_Angeles', 'Pacific/Honolulu', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
      'stays the same day in %s',
      (zone) => {
        vi.stubEnv('TZ', zone);
        const inZone = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
        expect(inZone.format(schoolDay('2026-03-04'))).toBe('2026-03-04');
        expect(inZone.format(schoolDay('2026-12-31'))).toBe('2026-12-31');
      },
    );
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-03-04T12:00:00Z');
  it('counts back in the largest whole unit', () => {
    expect(formatTimeAgo('2026-03-04T11:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-03-04T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-03-04T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-03-03T12:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-01-01T12:00:00Z', now)).toBe('2 months ago');
    expect(formatTimeAgo('2024-03-04T12:00:00Z', now)).toBe('2 years ago');
  });
});
