import { beforeAll, describe, expect, it } from 'vitest';
import { LOADING_MS, useTinyLocalModel, warmUp, WORKSHEET } from '../../testing/tiny-local-engine';
import { caller, sessionCookieOf, signUp, useTestApp } from '../../testing/test-app';

/**
 * The local model's fair queue through the AI routes (issue 33 item 4, issue 37 item 4): two
 * waiting requests per account, teachers in turn, guests after every teacher, each told its
 * place; a request past an account's share is refused with 429 and Retry-After.
 */
const engine = useTinyLocalModel('local-queue').engine({ maxTokens: 4000, queuePerUser: 2 });
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);

beforeAll(() => warmUp(engine), LOADING_MS);

/** A chat reply holding the model's only sequence until released. */
function holdModel() {
  const stop = new AbortController();
  const holding = (async () => {
    for await (const piece of engine.chat([{ role: 'user', content: 'Hi' }], {
      signal: stop.signal,
    }))
      void piece;
  })();
  return {
    release: async () => {
      stop.abort();
      await holding;
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

const aheadOf = async (cookie: string): Promise<number | null> =>
  (await call('GET', '/api/ai/queue', cookie)).json().ahead;

async function guest() {
  const res = await ctx().app.inject({ method: 'POST', url: '/api/guest-login' });
  return sessionCookieOf(res)!;
}

describe('the local model queue through the AI routes', () => {
  it(
    'serves two teachers in turn and a guest after them; a third waiting request is refused',
    async () => {
      const ana = await signUp(ctx().app, { firstName: "Ana-Lucía O'Brien" });
      const bo = await signUp(ctx().app, { firstName: 'Bo Øster-Nguyễn' });
      const guestCookie = await guest();
      const hold = holdModel();
      const done: string[] = [];
      const ask = (name: string, cookie: string) =>
        call('POST', '/api/ai/generate-content', cookie, WORKSHEET).then((res) => {
          done.push(name);
          return res;
        });

      const ana1 = ask('ana-1', ana.cookie);
      await until(() => engine.queue.waiting() === 1);
      const ana2 = ask('ana-2', ana.cookie);
      await until(() => engine.queue.waiting() === 2);
      const refused = await call('POST', '/api/ai/generate-content', ana.cookie, WORKSHEET);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'ai.too_many_requests',
        message:
          'You already have 2 AI requests waiting for the local model. Please wait for one to finish.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      const guest1 = ask('guest-1', guestCookie);
      await until(() => engine.queue.waiting() === 3);
      const bo1 = ask('bo-1', bo.cookie);
      await until(() => engine.queue.waiting() === 4);
      // Bo goes before Ana's second request; the guest, who came before Bo, after them all.
      expect(await aheadOf(bo.cookie)).toBe(2);
      expect(await aheadOf(guestCookie)).toBe(4);

      await hold.release();
      const answers = await Promise.all([ana1, ana2, bo1, guest1]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(done).toEqual(['ana-1', 'bo-1', 'ana-2', 'guest-1']);
    },
    LOADING_MS,
  );

  it(
    "five guests queueing many requests do not hold up a teacher's (issue 37 item 4)",
    async () => {
      const guests = await Promise.all([1, 2, 3, 4, 5].map(() => guest()));
      const teacher = await signUp(ctx().app);
      const hold = holdModel();
      const done: string[] = [];
      const asked: Promise<number>[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const [i, cookie] of guests.entries()) {
          asked.push(
            call('POST', '/api/ai/generate-content', cookie, WORKSHEET).then((res) => {
              if (res.statusCode === 200) done.push(`guest-${i}`);
              return res.statusCode;
            }),
          );
        }
      }
      // Two each wait; the other ten were refused at once.
      await until(() => engine.queue.waiting() === 10);
      const teacherAnswer = call(
        'POST',
        '/api/ai/generate-content',
        teacher.cookie,
        WORKSHEET,
      ).then((res) => {
        done.push('teacher');
        return res.statusCode;
      });
      await until(async () => (await aheadOf(teacher.cookie)) === 1);

      await hold.release();
      expect(await teacherAnswer).toBe(200);
      const statuses = await Promise.all(asked);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(done[0]).toBe('teacher');
    },
    LOADING_MS,
  );
});
