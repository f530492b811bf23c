import type { RecordedAnswer } from '../games/games.service';
import { hashSeed, seededRandom } from '../../ai/builtin/seeded-random';

/**
 * How the demo class answers the sample quiz: each student has a steady skill (some get most
 * right, a few struggle), answers take 3 to 15 seconds, and now and then someone runs out of time.
 */
export function demoGameAnswer(
  player: number,
  question: { index: number; answerIndex: number; choices: string[]; timeLimit: number },
): RecordedAnswer {
  const rnd = seededRandom(hashSeed({ demoGame: player, q: question.index }));
  const skill = 0.4 + ((player * 37) % 11) / 20;
  if (rnd.next() < 0.05) return null;
  const right = rnd.next() < skill;
  const wrong = question.choices.map((_, i) => i).filter((i) => i !== question.answerIndex);
  const choice = right ? question.answerIndex : wrong[Math.floor(rnd.next() * wrong.length)]!;
  const ms = Math.round((3 + rnd.next() * 12) * 1000 * Math.min(1, question.timeLimit / 20));
  return { choice, ms };
}
