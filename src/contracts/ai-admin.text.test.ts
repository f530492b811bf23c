import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatSpeed, percentOf } from './ai-admin.text';

describe('download figures', () => {
  it('writes sizes in decimal units', () => {
    expect(formatBytes(1_117_320_736)).toBe('1.12 GB');
    expect(formatBytes(491_400_032)).toBe('491.4 MB');
    expect(formatBytes(2_500)).toBe('3 kB');
    expect(formatBytes(12)).toBe('12 B');
    expect(formatSpeed(12_300_000)).toBe('12.3 MB/s');
  });

  it('writes times left in seconds, minutes or hours', () => {
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(4_320)).toBe('1 h 12 min');
  });

  it('never shows 100 percent before the last byte', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
