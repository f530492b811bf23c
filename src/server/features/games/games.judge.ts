import { GAME_LIMITS, GAME_MESSAGES, type PlayerResult } from '../../../contracts/games.contract';
import { QUIZ_LIMITS } from '../../../contracts/quizzes.contract';
import {
  isPermutation,
  multiSelectFraction,
  onSlider,
  orderOutcome,
  sliderFraction,
  typedMatches,
} from './games.scoring';
import type {
  Answer,
  GameEvent,
  Outbound,
  Player,
  PreparedQuestion,
  Reduced,
  Reply,
  RulesQuestion,
} from './games.rules';

/**
 * The pieces both paces share (live rounds in games.rules.ts, self-paced homework in
 * games.self-paced.ts): the points formula, checking one answer against its question, and the
 * reducer's reply shapes. Kept apart so the two reducers import them without importing each other.
 */

/** Speed: round(1000 x (1 - (t/T)/2)); accuracy mode: 1000 whatever the time. */
export function basePoints(ms: number, durationMs: number, accuracyMode: boolean): number {
  if (accuracyMode) return GAME_LIMITS.basePoints;
  const ratio = Math.min(1, Math.max(0, ms / durationMs));
  return Math.round(GAME_LIMITS.basePoints * (1 - ratio / 2));
}

/** 100 per consecutive correct answer from the second (streak 2 -> 100), at most 500. */
export function streakBonus(streak: number): number {
  return Math.min(GAME_LIMITS.streakCap, Math.max(0, streak - 1) * GAME_LIMITS.streakStep);
}

export const OK: Reply = { ok: true };
/** What a refusal says when its code has no message of its own: every refusal says why. */
const REFUSALS: Record<string, string> = {
  unknown: GAME_MESSAGES.notInGame,
  phase: GAME_MESSAGES.wrongPhase,
  unchanged: GAME_MESSAGES.unchanged,
  paused: GAME_MESSAGES.paused,
  late: GAME_MESSAGES.late,
  eliminated: GAME_MESSAGES.eliminated,
  invalid: GAME_MESSAGES.choiceInvalid,
};

export const refuse = (code: string, message = REFUSALS[code]): Reduced => ({
  accepted: false,
  out: [],
  reply: message ? { ok: false, code, message } : { ok: false, code },
});

export function done(out: Outbound[], reply: Reply = OK): Reduced {
  return { accepted: true, out, reply };
}

/** A typed answer (not one choice), its time and points filled in later. */
const typedAnswer = (correct: boolean, fraction: number): Answer => ({
  choice: null,
  ms: 0,
  correct,
  points: 0,
  fraction,
});

/**
 * Whether an answer fits the open question's type, and how right it is: the stored answer (time
 * and points filled in by the caller and at close), or why it was refused.
 */
export function judge(
  q: RulesQuestion,
  prepared: PreparedQuestion,
  event: Extract<GameEvent, { type: 'answer' }>,
): Answer | string {
  switch (prepared.type) {
    case 'multiple_choice':
    case 'true_false':
    case 'poll': {
      if (event.choice === undefined) return GAME_MESSAGES.answerShape;
      if (event.choice >= q.choices.length) return GAME_MESSAGES.choiceInvalid;
      const correct = prepared.type !== 'poll' && event.choice === q.answerIndex;
      return { choice: event.choice, ms: 0, correct, points: 0, fraction: correct ? 1 : 0 };
    }
    case 'multi_select': {
      const picked = event.choices;
      if (picked === undefined) return GAME_MESSAGES.answerShape;
      if (
        picked.length === 0 ||
        picked.some((c, i) => c >= q.choices.length || picked.indexOf(c) !== i)
      )
        return GAME_MESSAGES.choicesInvalid;
      const fraction = multiSelectFraction(picked, q.answerIndexes ?? []);
      return { ...typedAnswer(fraction === 1, fraction), given: { choices: picked } };
    }
    case 'type_answer':
    case 'word_cloud': {
      if (event.text === undefined) return GAME_MESSAGES.answerShape;
      const text = event.text.trim();
      if (!text) return GAME_MESSAGES.textRequired;
      if (prepared.type === 'word_cloud') {
        if (text.length > QUIZ_LIMITS.wordCloud) return GAME_MESSAGES.wordTooLong;
        return { ...typedAnswer(false, 0), given: { text } };
      }
      const correct = typedMatches(prepared.accepted!, text);
      return { ...typedAnswer(correct, correct ? 1 : 0), given: { text } };
    }
    case 'slider': {
      const value = event.value;
      const key = {
        min: q.min ?? 0,
        max: q.max ?? 0,
        answer: q.answer ?? 0,
        tolerance: q.tolerance ?? 0,
      };
      if (value === undefined) return GAME_MESSAGES.answerShape;
      if (!onSlider(value, key)) return GAME_MESSAGES.valueInvalid;
      const fraction = sliderFraction(value, key);
      return { ...typedAnswer(fraction === 1, fraction), given: { value } };
    }
    case 'order': {
      const order = event.order;
      const shown = prepared.shown!;
      if (order === undefined) return GAME_MESSAGES.answerShape;
      if (!isPermutation(order, shown.length)) return GAME_MESSAGES.orderInvalid;
      const { saved, positionsRight } = orderOutcome(order, shown);
      const correct = positionsRight === shown.length;
      return { ...typedAnswer(correct, correct ? 1 : 0), given: { order }, saved, positionsRight };
    }
  }
}

/**
 * Scores one closed answer for one player, the same way in both paces: the points (speed over
 * the player's own time, extra time included), the streak and the totals. `durationMs` is the
 * player's own time for the question: Infinity (no limit) scores as accuracy mode, since no
 * speed can be measured against it.
 */
export function scoreAnswer(
  p: Player,
  a: Answer,
  durationMs: number,
  rules: { accuracyMode: boolean; streaks: boolean },
): void {
  const accuracy = rules.accuracyMode || !Number.isFinite(durationMs);
  const base = basePoints(a.ms ?? durationMs, durationMs, accuracy);
  if (hasAnswer(a)) p.answered += 1;
  if (a.correct) {
    p.streak += 1;
    p.correct += 1;
    p.bestStreak = Math.max(p.bestStreak, p.streak);
    a.points = base + (rules.streaks ? streakBonus(p.streak) : 0);
  } else {
    p.streak = 0;
    // Partial credit (multi-select, slider): that share of the points, no streak bonus.
    a.points = a.fraction ? Math.round(base * a.fraction) : 0;
  }
  p.score += a.points;
}

/** A player's own outcome of a closed question, with its answer key. */
export function resultOf(
  prepared: PreparedQuestion,
  index: number,
  a: Answer | undefined,
  p: Player,
  standing: { rank: number; players: number; spared: boolean; skipped: boolean },
): PlayerResult {
  const partial = prepared.type === 'multi_select' || prepared.type === 'slider';
  return {
    ...prepared.key,
    index,
    choice: a?.choice ?? null,
    given: a?.given ?? null,
    correct: a?.correct ?? false,
    points: a?.points ?? 0,
    fraction: partial ? (a?.fraction ?? 0) : null,
    positionsRight: prepared.type === 'order' ? (a?.positionsRight ?? 0) : null,
    streak: p.streak,
    score: p.score,
    eliminated: p.eliminatedAt !== null,
    ...standing,
  };
}

export const missed = (): Answer => ({ choice: null, ms: null, correct: false, points: 0 });

/** Whether an answer was given at all (a missed question is stored with neither). */
export const hasAnswer = (a: Answer | undefined): boolean =>
  a !== undefined && (a.choice !== null || a.given !== undefined);
