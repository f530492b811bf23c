import { describe, expect, it } from 'vitest';
import {
  CHOICE_SHAPES,
  GAME_MESSAGES,
  type HostSnapshot,
  type PlayerSnapshot,
  type QuestionView,
} from '../../../../../contracts/games.contract';
import { CHOICE_COLOURS, choiceStyle } from './choice-style';
import { remainingAt, secondsLeft, timeAnnouncement } from './countdown';
import { applyHostMessage, hostFromSnapshot, mainAction } from './host-state';
import { checkNickname, codeError, ltiJoin, normaliseCode } from './join-validation';
import { applyPlayerMessage, playerFromSnapshot, withAnswer } from './player-state';
import { hardestFirst } from './results-order';
import { contrast } from '../../../../testing/colour-contrast';

describe('answer shapes and colours', () => {
  it('gives each answer its shape, key and an Okabe–Ito colour, in order', () => {
    expect([0, 1, 2, 3].map((i) => choiceStyle(i).shape)).toEqual([...CHOICE_SHAPES]);
    expect([0, 1, 2, 3].map((i) => choiceStyle(i).key)).toEqual(['1', '2', '3', '4']);
    expect(choiceStyle(0)).toMatchObject({ background: '#D55E00', label: 'Triangle' });
    expect(choiceStyle(1)).toMatchObject({ background: '#0072B2', label: 'Diamond' });
    expect(choiceStyle(2)).toMatchObject({ background: '#E69F00', label: 'Circle' });
    expect(choiceStyle(3)).toMatchObject({ background: '#009E73', label: 'Square' });
  });

  it('keeps the text on every colour at 4.5:1 contrast or more', () => {
    for (const c of CHOICE_COLOURS)
      expect(contrast(c.background, c.text)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('countdown', () => {
  it('announces the time only at 10 and 5 seconds', () => {
    const said: string[] = [];
    let before: number | null = null;
    for (let s = 20; s >= 0; s--) {
      const text = timeAnnouncement(before, s);
      if (text) said.push(text);
      before = s;
    }
    expect(said).toEqual(['10 seconds left', '5 seconds left']);
  });

  it('says nothing for the first reading, going up, or at zero', () => {
    expect(timeAnnouncement(null, 10)).toBeNull();
    expect(timeAnnouncement(4, 9)).toBeNull();
    expect(timeAnnouncement(1, 0)).toBeNull();
    // A jump over a mark (a slow tab) still says it once.
    expect(timeAnnouncement(12, 8)).toBe('10 seconds left');
  });

  it('counts down from the receipt time and stands still while paused', () => {
    const q = { remainingMs: 10_000, paused: false };
    expect(remainingAt(q, 1000, 4000)).toBe(7000);
    expect(remainingAt(q, 1000, 20_000)).toBe(0);
    expect(remainingAt({ ...q, paused: true }, 1000, 4000)).toBe(10_000);
    expect(secondsLeft(200)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
  });
});

const question = (index: number, total = 3): QuestionView => ({
  index,
  total,
  type: 'multiple_choice',
  question: `Q${index}`,
  choices: ['a', 'b', 'c', 'd'],
  durationMs: 20_000,
  remainingMs: 20_000,
  paused: false,
});

const hostSnap: HostSnapshot = {
  roomId: 7,
  roomCode: 'ABC234',
  title: 'Quiz',
  mode: 'speed',
  phase: 'lobby',
  locked: false,
  lateJoin: true,
  maxPlayers: 50,
  players: [],
  question: null,
  lastQuestion: null,
  answered: 0,
  reveal: null,
  leaderboard: [],
  teams: [],
  pace: 'live',
  accuracyMode: false,
  timed: true,
  closesAt: null,
  progress: [],
};

describe('host view state', () => {
  it('adds, updates and removes players', () => {
    let s = hostFromSnapshot(hostSnap, 0);
    const ann = { id: 'p1', nickname: 'Ann', team: null, connected: true };
    s = applyHostMessage(s, { type: 'playerJoined', player: ann }, 1)!;
    s = applyHostMessage(s, { type: 'playerLeft', playerId: 'p1', removed: false }, 2)!;
    expect(s.players).toEqual([{ ...ann, connected: false }]);
    // A rejoin is the same player again, not a second one.
    s = applyHostMessage(s, { type: 'playerJoined', player: ann }, 3)!;
    expect(s.players).toEqual([ann]);
    s = applyHostMessage(s, { type: 'playerLeft', playerId: 'p1', removed: true }, 4)!;
    expect(s.players).toEqual([]);
  });

  it('follows the phases and names the main button', () => {
    let s = hostFromSnapshot(hostSnap, 0);
    expect(mainAction(s)).toBe('Start');
    s = applyHostMessage(s, { type: 'question', question: question(0) }, 5)!;
    expect(s).toMatchObject({ phase: 'question', receivedAt: 5, answered: 0 });
    expect(mainAction(s)).toBe('Show answer');
    s = applyHostMessage(s, { type: 'answered', count: 2, of: 3 }, 6)!;
    expect(s).toMatchObject({ answered: 2, answeredOf: 3 });
    const reveal = {
      type: 'multiple_choice' as const,
      index: 0,
      correctIndex: 1,
      counts: [1, 1, 0, 0],
      noAnswer: 1,
      skipped: false,
    };
    s = applyHostMessage(s, { type: 'reveal', reveal, leaderboard: [], teams: [] }, 7)!;
    expect(s.lastQuestion?.question).toBe('Q0');
    expect(mainAction(s)).toBe('Leaderboard');
    s = applyHostMessage(s, { type: 'leaderboard', leaderboard: [], teams: [] }, 8)!;
    expect(mainAction(s)).toBe('Next question');
    s = applyHostMessage(s, { type: 'question', question: question(2) }, 9)!;
    s = applyHostMessage(
      s,
      { type: 'reveal', reveal: { ...reveal, index: 2 }, leaderboard: [], teams: [] },
      10,
    )!;
    expect(mainAction(s)).toBe('Podium');
    s = applyHostMessage(s, { type: 'ended', podium: [], teams: [], roomId: 7 }, 11)!;
    expect(mainAction(s)).toBeNull();
  });

  it('restarts the countdown from a pause frame', () => {
    let s = applyHostMessage(
      hostFromSnapshot(hostSnap, 0),
      { type: 'question', question: question(0) },
      0,
    )!;
    s = applyHostMessage(s, { type: 'paused', paused: true, remainingMs: 8000 }, 50)!;
    expect(s.question).toMatchObject({ paused: true, remainingMs: 8000 });
    expect(s.receivedAt).toBe(50);
  });
});

const playerSnap: PlayerSnapshot = {
  playerId: 'p1',
  nickname: 'Ann',
  team: null,
  phase: 'lobby',
  mode: 'survival',
  title: 'Quiz',
  score: 0,
  streak: 0,
  eliminated: false,
  question: null,
  answeredChoice: null,
  answeredGiven: null,
  result: null,
  leaderboard: [],
  teams: [],
  final: null,
  pace: 'live',
  extraTime: 'none',
};

describe('player view state', () => {
  it('locks an answer in, and a new question opens again', () => {
    let s = playerFromSnapshot(playerSnap, 0);
    s = applyPlayerMessage(s, { type: 'question', question: question(0) }, 1)!;
    s = withAnswer(s, 0, { choice: 2 });
    expect(s.answeredChoice).toBe(2);
    // An acknowledgement for an old question changes nothing.
    expect(withAnswer(s, 5, { choice: 1 }).answeredChoice).toBe(2);
    // Any other type's answer is kept as sent (issue 35).
    const typed = withAnswer(s, 0, { text: 'photosynthesis' });
    expect(typed.answeredGiven).toEqual({ text: 'photosynthesis' });
    s = applyPlayerMessage(s, { type: 'question', question: question(1) }, 2)!;
    expect(s.answeredChoice).toBeNull();
  });

  it('takes score, streak and elimination from the result, and the final standing', () => {
    let s = playerFromSnapshot(playerSnap, 0);
    const result = {
      index: 0,
      correctIndex: 1,
      choice: 2,
      type: 'multiple_choice' as const,
      given: null,
      fraction: null,
      positionsRight: null,
      correct: false,
      points: 0,
      streak: 0,
      score: 0,
      rank: 2,
      players: 2,
      eliminated: true,
      spared: false,
      skipped: false,
    };
    s = applyPlayerMessage(s, { type: 'result', result }, 1)!;
    expect(s).toMatchObject({ phase: 'reveal', eliminated: true });
    const final = {
      rank: 2,
      players: 2,
      score: 0,
      correct: 0,
      answered: 1,
      team: null,
      teamRank: null,
    };
    s = applyPlayerMessage(s, { type: 'final', final }, 2)!;
    expect(s).toMatchObject({ phase: 'ended', final });
    s = applyPlayerMessage(
      s,
      { type: 'removed', banned: false, message: GAME_MESSAGES.kicked },
      3,
    )!;
    expect(s.removed).toBe(GAME_MESSAGES.kicked);
  });
});

describe('join form', () => {
  it('keeps letters and digits of a code, upper case, at most 8', () => {
    expect(normaliseCode('ab c-2 34xyz9')).toBe('ABC234XY');
    expect(codeError('')).toBe(GAME_MESSAGES.codeRequired);
    expect(codeError('ABC234')).toBeNull();
  });

  it('checks the nickname with the same filter as the server', () => {
    expect(checkNickname('  Brave   Otter ')).toEqual({ ok: true, nickname: 'Brave Otter' });
    expect(checkNickname('   ')).toEqual({ ok: false, message: GAME_MESSAGES.nicknameRequired });
    expect(checkNickname('x'.repeat(21))).toEqual({
      ok: false,
      message: GAME_MESSAGES.nicknameTooLong,
    });
    expect(checkNickname('sh1t head')).toEqual({
      ok: false,
      message: GAME_MESSAGES.nicknameBlocked,
    });
    expect(checkNickname('Dickens')).toMatchObject({ ok: true });
  });

  it('picks the name an LMS launch names when it is on the roster and free, and keeps its device mark', () => {
    const mark = `${'n'.repeat(24)}.${'s'.repeat(43)}`;
    const roster = [
      { studentId: 7, taken: false },
      { studentId: 12, taken: true },
    ];
    expect(ltiJoin(`#lti=7.${mark}`, roster)).toEqual({ studentId: 7, device: mark });
    expect(ltiJoin(`#lti=12.${mark}`, roster)).toEqual({ studentId: null, device: mark });
    expect(ltiJoin(`#lti=8.${mark}`, roster)).toEqual({ studentId: null, device: mark });
    expect(ltiJoin(`#lti=7.${mark}`, null)).toEqual({ studentId: null });
    for (const hash of [
      '',
      '#lti=7',
      `#lti=.${mark}`,
      `#lti=-7.${mark}`,
      `#lti=7.${mark}&x=1`,
      '#lti=7.abc.def',
      `#lti=1234567890.${mark}`,
    ])
      expect(ltiJoin(hash, roster)).toEqual({ studentId: null });
  });
});

describe('results', () => {
  it('puts the hardest asked questions first and unasked ones last', () => {
    const q = (index: number, accuracy: number, answered: number) => ({
      index,
      accuracy,
      counts: [answered, 0, 0, 0],
      noAnswer: 0,
    });
    const order = hardestFirst([q(0, 80, 3), q(1, 0, 0), q(2, 20, 3), q(3, 20, 2)]);
    expect(order.map((x) => x.index)).toEqual([2, 3, 0, 1]);
  });
});

describe('a reload mid-game', () => {
  it('shows the host the question being revealed', () => {
    const s = hostFromSnapshot(
      { ...hostSnap, phase: 'reveal', lastQuestion: { ...question(2), remainingMs: 0 } },
      0,
    );
    expect(s.lastQuestion?.index).toBe(2);
  });
  it('shows a player the leaderboard that is up', () => {
    const board = [
      { id: 'p1', nickname: 'Ann', score: 900, streak: 1, team: null, eliminated: false },
    ];
    const s = playerFromSnapshot({ ...playerSnap, phase: 'leaderboard', leaderboard: board }, 0);
    expect(s.leaderboard).toEqual(board);
  });
});
