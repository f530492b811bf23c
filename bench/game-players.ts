// One share of the games bench's players, in a process of its own (forked by games.bench.ts), so
// the figures are not one process parsing 5,000 sockets' frames. It joins its players, then for
// each question the parent announces: records when each player's question frame arrived (wall
// clock, comparable across processes on one machine), answers within 3 s as a class does, and
// times each answer's acknowledgement. Figures go back to the parent over IPC.
import type { AnswerGiven, QuestionView } from '../src/contracts/games.contract';
import { gameClient, type GameClient } from '../src/server/testing/game-clients';

export type ToPlayers =
  | { type: 'join'; bases: string[]; code: string; from: number; count: number }
  | { type: 'question'; index: number }
  | { type: 'close' };

export type FromPlayers =
  | { type: 'joined'; refused: string | null }
  | { type: 'answered'; arrivals: number[]; acks: number[]; errors: number }
  | { type: 'fatal'; message: string };

const wall = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tell = (msg: FromPlayers) => process.send!(msg);

let clients: GameClient[] = [];

async function join(m: Extract<ToPlayers, { type: 'join' }>) {
  for (let i = 0; i < m.count; i += 250) {
    const batch = Array.from({ length: Math.min(250, m.count - i) }, (_, k) => {
      const n = m.from + i + k;
      const c = gameClient(m.bases[n % m.bases.length]!);
      clients.push(c);
      return c.join({ role: 'player', code: m.code, nickname: `P${n}` });
    });
    const refused = (await Promise.all(batch)).find((a) => !a.ok);
    if (refused) return tell({ type: 'joined', refused: JSON.stringify(refused) });
  }
  tell({ type: 'joined', refused: null });
}

/**
 * An answer of the question's type, as a class gives them: choices spread over the choices, a
 * typed answer among a few spellings, words among twenty, slider values across the range, an
 * order right or not. `n` varies it from player to player.
 */
function answerFor(q: QuestionView, n: number): AnswerGiven {
  switch (q.type) {
    case 'multi_select':
      return { choices: [n % q.choices.length, (n + 1) % q.choices.length] };
    case 'type_answer':
      return { text: ['Crème brûlée', 'creme brulee', 'tarte tatin'][n % 3]! };
    case 'word_cloud':
      return { text: `word${n % 20}` };
    case 'slider': {
      const min = q.min ?? 0;
      const steps = Math.floor(((q.max ?? 100) - min) / (q.step ?? 1));
      return { value: min + (n % (steps + 1)) * (q.step ?? 1) };
    }
    case 'order': {
      const items = (q.items ?? []).map((_, k) => k);
      return { order: n % 2 === 0 ? items : items.reverse() };
    }
    default:
      return { choice: n % Math.max(1, q.choices.length) };
  }
}

/** Each player's question frame, its arrival time, then its answer and the ack's latency. */
async function question(index: number) {
  const seen = clients.map((c) => c.frames.length);
  const arrivals: number[] = [];
  const acks: number[] = [];
  let errors = 0;
  await Promise.all(
    clients.map(async (c, i) => {
      const frame = await c.next('question', { since: seen[i], timeoutMs: 60_000 });
      arrivals.push(wall());
      await sleep(Math.random() * 3000);
      const t = performance.now();
      const given = answerFor(frame.question, clients.length * 7 + i);
      const ack = await c.send({ type: 'answer', questionIndex: index, ...given });
      if ((ack as { ok: boolean }).ok) acks.push(performance.now() - t);
      else errors += 1;
      await c.next('result', { since: seen[i], timeoutMs: 60_000 });
    }),
  );
  tell({ type: 'answered', arrivals, acks, errors });
}

process.on('message', (m: ToPlayers) => {
  const work =
    m.type === 'join'
      ? join(m)
      : m.type === 'question'
        ? question(m.index)
        : Promise.resolve().then(() => {
            for (const c of clients) c.close();
            clients = [];
            process.disconnect();
          });
  work.catch((e: unknown) => tell({ type: 'fatal', message: String(e) }));
});
