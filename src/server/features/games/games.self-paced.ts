import { GAME_MESSAGES, type ServerMessage } from '../../../contracts/games.contract';
import { done, judge, missed, refuse, resultOf, scoreAnswer } from './games.judge';
import {
  extraFactor,
  playerFinal,
  progressOf,
  questionMs,
  ranked,
  selfViewFor,
} from './games.views';
import type { GameEvent, GameState, Outbound, Player, Reduced, SelfProgress } from './games.rules';

/**
 * Self-paced rooms (homework, issue 35 item 3): no host moves anyone on. Each player gets the
 * first question on joining, its result as soon as they answer (or, when their time ran out, when
 * they ask to move on), and the next question when they send `next`. Points follow the live rules
 * on the player's own clock: the speed share is measured from when their question opened, over
 * their own time (extra time included); an untimed room, or a player with no limit, scores as
 * accuracy mode (full points for a right answer), since there is no time to be fast against.
 * The room's phase stays 'lobby' until it ends; each player's phase is their SelfProgress.
 */

const toPlayer = (p: Player, msg: ServerMessage): Outbound => ({
  to: 'player',
  playerId: p.id,
  msg,
});
const progressToHost = (state: GameState, p: Player): Outbound => ({
  to: 'host',
  msg: { type: 'progress', progress: progressOf(state, p) },
});

/** Refuses a join the room cannot take now; 'rejoin' sends a roster student back to their seat. */
export function joinGate(
  state: GameState,
  event: Extract<GameEvent, { type: 'join' }>,
  now: number,
): Reduced | { rejoin: string } | null {
  const { closesAt, roster } = state.config;
  if (closesAt !== null && now >= closesAt) {
    return refuse('assignment_closed', GAME_MESSAGES.assignmentClosed);
  }
  if (!roster || event.studentId === undefined) return null;
  // Roster mode: one attempt per student. Their own device carries on where it was.
  for (const p of state.players.values()) {
    if (p.studentId !== event.studentId) continue;
    if (state.progress.get(p.id)?.finished) {
      return refuse('already_done', GAME_MESSAGES.alreadyDone);
    }
    if (event.device && p.device === event.device) return { rejoin: p.token };
  }
  return null;
}

function open(state: GameState, p: Player, index: number, now: number): Outbound[] {
  const durationMs = questionMs(state, index) * extraFactor(state, p);
  const at: SelfProgress = {
    index,
    open: true,
    startedAt: now,
    endsAt: state.config.timed ? now + durationMs : Infinity,
    finished: false,
    result: null,
  };
  state.progress.set(p.id, at);
  return [toPlayer(p, { type: 'question', question: selfViewFor(state, p, now)! })];
}

/** A player who just joined: their first question. */
export function begin(state: GameState, p: Player, now: number): Outbound[] {
  return [...open(state, p, 0, now), progressToHost(state, p)];
}

/** Closes the player's open question: scores it and sends them its result. */
function close(state: GameState, p: Player, at: SelfProgress): Outbound[] {
  const prepared = state.prepared[at.index]!;
  const answers = state.answers[at.index]!;
  const a = answers.get(p.id) ?? missed();
  answers.set(p.id, a);
  at.open = false;
  if (prepared.scored) {
    scoreAnswer(p, a, at.endsAt - at.startedAt, {
      // Untimed: no clock to be fast against (Infinity above already says so per player).
      accuracyMode: state.config.accuracyMode || !state.config.timed,
      streaks: state.config.streaks,
    });
  }
  const order = ranked(state);
  at.result = resultOf(prepared, at.index, a, p, {
    rank: order.indexOf(p) + 1,
    players: order.length,
    spared: false,
    skipped: false,
  });
  return [toPlayer(p, { type: 'result', result: at.result }), progressToHost(state, p)];
}

export function answer(
  state: GameState,
  event: Extract<GameEvent, { type: 'answer' }>,
  now: number,
): Reduced {
  const p = state.players.get(event.playerId);
  const at = p && state.progress.get(p.id);
  if (!p || !at) return refuse('unknown');
  if (event.questionIndex !== at.index || !at.open) {
    return refuse(event.questionIndex <= at.index ? 'closed' : 'invalid');
  }
  if (now >= at.endsAt) return refuse('late');
  const outcome = judge(state.questions[at.index]!, state.prepared[at.index]!, event);
  if (typeof outcome === 'string') return refuse('invalid', outcome);
  outcome.ms = Math.round(now - at.startedAt);
  state.answers[at.index]!.set(p.id, outcome);
  // The result follows the acknowledgement, which (as live) never says whether it was right.
  return done(close(state, p, at), {
    ok: true,
    questionIndex: at.index,
    ...(outcome.choice !== null ? { choice: outcome.choice } : {}),
  });
}

/**
 * The player's `next`: after a result, the next question (or their final standing); on an open
 * question whose time ran out, its result (a miss). An open question still in time is refused:
 * skipping on would leave a question with no answer that the player could have given.
 */
export function advance(state: GameState, playerId: string, now: number): Reduced {
  const p = state.players.get(playerId);
  const at = p && state.progress.get(playerId);
  if (!p || !at) return refuse('unknown');
  if (at.finished) return refuse('phase');
  if (at.open) {
    if (now < at.endsAt) return refuse('answer_first', GAME_MESSAGES.answerFirst);
    return done(close(state, p, at));
  }
  if (at.index + 1 < state.questions.length) {
    return done([...open(state, p, at.index + 1, now), progressToHost(state, p)]);
  }
  at.finished = true;
  const order = ranked(state);
  return done([
    toPlayer(p, { type: 'final', final: playerFinal(p, order.indexOf(p) + 1, order.length, []) }),
    progressToHost(state, p),
  ]);
}

/** The extra time changed: an open question's deadline moves with it, and the device hears. */
export function retime(state: GameState, p: Player, now: number): Outbound[] {
  const at = state.progress.get(p.id);
  if (!at || !at.open || !state.config.timed) return [];
  at.endsAt = at.startedAt + questionMs(state, at.index) * extraFactor(state, p);
  const view = selfViewFor(state, p, now);
  return view ? [toPlayer(p, { type: 'question', question: view })] : [];
}

/**
 * The assignment closes (its time, or the teacher closed it): every question a player did not
 * reach or answer counts as missed, so results and accuracy see the whole quiz for everyone.
 */
export function closeAll(state: GameState): void {
  for (const p of state.players.values()) {
    const at = state.progress.get(p.id);
    if (!at || at.finished) continue;
    if (at.open) close(state, p, at);
    for (let i = at.index + 1; i < state.questions.length; i++) {
      const a = missed();
      state.answers[i]!.set(p.id, a);
      if (state.prepared[i]!.scored) scoreAnswer(p, a, 1, state.config);
    }
    at.finished = true;
  }
}
