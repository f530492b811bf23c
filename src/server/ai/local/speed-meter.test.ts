import { describe, expect, it } from 'vitest';
import { createSpeedMeter } from './speed-meter';

describe('createSpeedMeter', () => {
  it('reports bytes, speed over the recent window and the time left', () => {
    let now = 0;
    const meter = createSpeedMeter(10_000, 1_000, () => now);
    expect(meter.progress()).toEqual({
      receivedBytes: 1_000,
      totalBytes: 10_000,
      resumedFromBytes: 1_000,
      bytesPerSecond: 0,
      etaSeconds: null,
    });
    now = 1_000;
    meter.add(1_000);
    now = 2_000;
    meter.add(1_000);
    expect(meter.progress()).toMatchObject({ receivedBytes: 3_000, bytesPerSecond: 1_000 });
    expect(meter.progress().etaSeconds).toBe(7);
  });

  it('forgets speeds older than the window, so a slowing link shows its new speed', () => {
    let now = 0;
    const meter = createSpeedMeter(1_000_000, 0, () => now);
    for (let s = 1; s <= 3; s++) {
      now = s * 1000;
      meter.add(100_000);
    }
    for (let s = 4; s <= 12; s++) {
      now = s * 1000;
      meter.add(1_000);
    }
    expect(meter.progress().bytesPerSecond).toBeLessThan(2_000);
  });

  it('says a report is due a few times a second, not at every chunk', () => {
    let now = 0;
    const meter = createSpeedMeter(1_000, 0, () => now);
    const due = [0, 10, 20, 300, 310].map((t) => {
      now = t;
      return meter.add(1);
    });
    expect(due).toEqual([true, false, false, true, false]);
  });
});
