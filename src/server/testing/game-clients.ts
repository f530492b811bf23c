import { io as connect, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  type ClientMessage,
  type JoinAck,
  type JoinMessage,
  type ServerMessage,
} from '../../contracts/games.contract';
import type { App } from '../app';

/**
 * Real Socket.IO clients for game tests: each records every frame it receives, so a test can
 * check what a player's device was told and when.
 */
export interface GameClient {
  socket: Socket;
  frames: ServerMessage[];
  join(msg: JoinMessage): Promise<JoinAck & { playerId?: string; token?: string }>;
  send(msg: ClientMessage): Promise<Record<string, unknown>>;
  /** The next frame of this type (or one already received after `since`). */
  next<T extends ServerMessage['type']>(
    type: T,
    opts?: { since?: number; timeoutMs?: number },
  ): Promise<Extract<ServerMessage, { type: T }>>;
  close(): void;
}

/** `headers` go with the handshake: an X-Forwarded-For from a trusted proxy, for instance. */
export function gameClient(
  baseUrl: string,
  cookie?: string,
  headers: Record<string, string> = {},
): GameClient {
  const extraHeaders = { ...headers, ...(cookie ? { cookie } : {}) };
  const socket = connect(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders,
  });
  const frames: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on(SOCKET_EVENTS.server, (msg: ServerMessage) => {
    frames.push(msg);
    for (const w of waiters.splice(0)) w();
  });
  return {
    socket,
    frames,
    join: (msg) => socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.join, msg),
    send: (msg) => socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.client, msg),
    next(type, opts = {}) {
      const since = opts.since ?? 0;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(since).find((f) => f.type === type);
          if (found) {
            clearTimeout(timer);
            resolve(found as never);
            return true;
          }
          return false;
        };
        const timer = setTimeout(
          () =>
            reject(new Error(`no "${type}" frame; got ${frames.map((f) => f.type).join(', ')}`)),
          opts.timeoutMs ?? 10_000,
        );
        const wait = () => {
          if (!check()) waiters.push(wait);
        };
        wait();
      });
    },
    close: () => socket.close(),
  };
}

/** Listens on a free port (Socket.IO needs a real server) and answers the base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A quiz whose right answers the test knows: question i's answer is choice i % 4. */
export async function makeQuiz(app: App, cookie: string, count = 3, timeLimit = 20) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/quizzes/generate',
    headers: { cookie },
    payload: { subject: 'Mathematics', gradeLevel: '5', totalQuestions: 5 },
  });
  if (made.statusCode !== 201) throw new Error(`quiz: ${made.statusCode} ${made.body}`);
  const id = (made.json() as { quiz: { id: number } }).quiz.id;
  const questions = Array.from({ length: count }, (_, i) => ({
    question: `What is ${i} + ${i}?`,
    choices: ['A', 'B', 'C', 'D'].map((c, k) => `${c}: ${i + i + k - (i % 4)}`),
    answerIndex: i % 4,
    timeLimit,
  }));
  const edited = await app.inject({
    method: 'PATCH',
    url: `/api/quizzes/${id}`,
    headers: { cookie },
    payload: { questions },
  });
  if (edited.statusCode !== 200) throw new Error(`quiz edit: ${edited.statusCode} ${edited.body}`);
  return { id, questions };
}

export async function openRoom(app: App, cookie: string, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/games/room',
    headers: { cookie },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`room: ${res.statusCode} ${res.body}`);
  return (res.json() as { room: { id: number; roomCode: string } }).room;
}

/** The device mark a roster room's join page gives (a roster name needs it), as a cookie. */
export async function deviceMark(app: App, code: string) {
  const res = await app.inject({ url: `/api/games/join/${code}` });
  const mark = res.cookies.find((c) => c.name === 'chalkwise_device');
  if (!mark) throw new Error(`no device mark for ${code}: ${res.statusCode}`);
  return `chalkwise_device=${mark.value}`;
}

/**
 * One question of every type (issue 35), as a teacher saves them: the answer keys the socket
 * tests check never reach a phone before the close ('Crème', 1066, the items' order...).
 */
export const EVERY_TYPE_QUESTIONS = [
  { type: 'multiple_choice', question: 'Two plus two?', choices: ['3', '4'], answerIndex: 1 },
  { type: 'true_false', question: 'The sun is a star', choices: ['True', 'False'], answerIndex: 0 },
  {
    type: 'multi_select',
    question: 'Which are prime?',
    choices: ['2', '3', '4', '9'],
    answerIndexes: [0, 1],
    explanation: 'Squares are never prime.',
  },
  { type: 'type_answer', question: 'A French dessert?', acceptedAnswers: ['Crème brûlée', '0.5'] },
  {
    type: 'slider',
    question: 'Battle of Hastings?',
    min: 1000,
    max: 1200,
    step: 1,
    answer: 1066,
    tolerance: 2,
  },
  { type: 'order', question: 'Smallest first', items: ['atom', 'cell', 'organ', 'body'] },
  { type: 'poll', question: 'Favourite subject?', choices: ['Maths', 'Art', 'Music'] },
  { type: 'word_cloud', question: 'One word for plants' },
].map((q) => ({ timeLimit: 30, ...q }));

/** A quiz of `questions` (any types), saved through the API as the editor saves it. */
export async function makeTypedQuiz(app: App, cookie: string, questions: unknown[]) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/quizzes/generate',
    headers: { cookie },
    payload: { subject: 'Science', gradeLevel: '5', totalQuestions: 5 },
  });
  if (made.statusCode !== 201) throw new Error(`quiz: ${made.statusCode} ${made.body}`);
  const id = (made.json() as { quiz: { id: number } }).quiz.id;
  const edited = await app.inject({
    method: 'PATCH',
    url: `/api/quizzes/${id}`,
    headers: { cookie },
    payload: { questions },
  });
  if (edited.statusCode !== 200) throw new Error(`quiz edit: ${edited.statusCode} ${edited.body}`);
  return id;
}
