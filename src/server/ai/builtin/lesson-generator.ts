import {
  lessonPlan,
  type GenerateLessonBody,
  type LessonPlan,
} from '../../../contracts/ai.contract';
import { BLOOM, bloomObjective, gradeBand, gradeName, LEVELS_BY_BAND } from './bloom';
import { splitMinutes } from './minutes';
import { seededRandom, hashSeed } from './seeded-random';
import { SUBJECT_MOVES } from './subject-moves';
import { clip } from './clip';

const PHASE_WEIGHTS = [10, 25, 25, 25, 15];

/** A complete, timed lesson plan from the teacher's fields, deterministic for the same input. */
export function generateLessonPlan(input: GenerateLessonBody): LessonPlan {
  const rnd = seededRandom(hashSeed(input));
  const { topic, subject, grade, duration } = input;
  const moves = SUBJECT_MOVES[subject] ?? SUBJECT_MOVES.Science!;
  const levels = LEVELS_BY_BAND[gradeBand(grade)];

  const given = input.objectives
    .map((o) => o.trim())
    .filter(Boolean)
    .slice(0, 8);
  const objectives =
    given.length > 0
      ? given.map((o, i) =>
          bloomObjective(o, rnd.pick(BLOOM[levels[Math.min(i, levels.length - 1)]!])),
        )
      : levels
          .slice(0, 3)
          .map((level, i) =>
            bloomObjective(
              [
                `the key vocabulary of ${topic}`,
                `how ${topic} works, using an example`,
                `${topic} to a new problem or situation`,
              ][i]!,
              rnd.pick(BLOOM[level]),
            ),
          );

  const minutes = splitMinutes(duration, PHASE_WEIGHTS);
  const names = [
    'Warm-up',
    'Direct Instruction',
    'Guided Practice',
    'Independent Practice',
    'Closure',
  ];
  const activities = [
    [moves.hook(topic), 'Share the learning objectives in student-friendly words.'],
    [moves.model(topic), `Check vocabulary as you go; add key terms for ${topic} to a word wall.`],
    [
      moves.practice(topic),
      'Circulate, ask "how do you know?", and pull a small group for re-teaching.',
    ],
    [
      `Students work alone on a task applying ${topic}, with a challenge extension for early finishers.`,
    ],
    [
      `Exit ticket: two questions on ${topic} and one "what I still wonder".`,
      'Preview how the next lesson builds on this one.',
    ],
  ];
  const phases = minutes.map((m, i) => ({
    name: names[i]!,
    minutes: m,
    activities: activities[i]!,
  }));

  const plan = {
    title: clip(input.title?.trim() || `${topic}: ${subject} lesson for ${gradeName(grade)}`, 200),
    // The teacher's description is not echoed: a saved lesson shows it from its own field.
    overview: clip(
      `A ${duration}-minute ${subject.toLowerCase()} lesson for ${gradeName(grade)} on ${topic}. Students move from a hook through modelling and practice to an exit ticket that shows what they learned.`,
      2000,
    ),
    objectives: objectives.map((o) => clip(o, 500)),
    materials: [...moves.material, 'Exit ticket slips'],
    phases,
    differentiation: {
      visual: `Give a graphic organiser and a labelled diagram of ${topic}; colour-code key terms.`,
      auditory: `Pair students to explain ${topic} aloud to each other; read instructions and examples aloud.`,
      kinesthetic: `Use cards, manipulatives or movement to act out or sort the steps of ${topic}.`,
      reading: `Provide a short reading on ${topic} with guided notes and a written summary prompt.`,
    },
    checksForUnderstanding: [
      `Thumbs up/sideways/down after the model of ${topic}.`,
      'Mini whiteboard responses during guided practice.',
      `Exit ticket on ${topic}, sorted into "got it", "nearly" and "re-teach" piles for tomorrow.`,
    ].map((c) => clip(c, 500)),
    homework: clip(moves.homework(topic), 2000),
  };
  return lessonPlan.parse(plan);
}
