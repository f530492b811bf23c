import { describe, expect, it } from 'vitest';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import type { JobQueue } from '../../platform/jobs/queue';

/** Jobs are kept, not run: these tests are about what the route accepts. */
const queued: object[] = [];
const queue: JobQueue = {
  send: async (_name, data) => (queued.push(data), 'job'),
  work: async () => {},
  schedule: async () => {},
  unschedule: async () => {},
  stop: async () => {},
};
const ctx = useTestApp({ deps: { jobs: queue } });
const call = caller(ctx);

/** About 160 words: a minute of speech, what the page's minute of polling is for. */
const MINUTE_SCRIPT = (
  'Welcome to class. Plants make their own food using sunlight, water and carbon dioxide. ' +
  'This process is called photosynthesis. It happens inside the leaves, in tiny parts called ' +
  'chloroplasts. The green pigment chlorophyll captures the energy of light. Oxygen is ' +
  'released into the air as a by-product, which is what we breathe. Without photosynthesis, ' +
  'there would be no food chains on Earth. Tomorrow we will do an experiment with a leaf and ' +
  'some iodine. '
)
  .repeat(3)
  .split(' ')
  .slice(0, 160)
  .join(' ');

describe('avatar video scripts', () => {
  it('accepts a 60-second script (160 words) and one of exactly 1,000 characters', async () => {
    expect(MINUTE_SCRIPT.length).toBeGreaterThan(900);
    const { cookie } = await signUp(ctx().app);
    for (const text of [MINUTE_SCRIPT, 'a'.repeat(1000)]) {
      const res = await call('POST', '/api/avatar/generate', cookie, { text });
      expect(res.statusCode).toBe(200);
      expect(queued).toContainEqual({ id: res.json().id });
    }
  });

  it('refuses 1,001 characters with its message and queues nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const before = queued.length;
    const text = `${MINUTE_SCRIPT} ${MINUTE_SCRIPT}`.slice(0, 1000) + 'x';
    const res = await call('POST', '/api/avatar/generate', cookie, { text });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Text must be at most 1000 characters');
    expect(queued).toHaveLength(before);
  });
});
