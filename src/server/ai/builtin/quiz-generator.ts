import {
  generatedQuiz,
  type GenerateQuizInput,
  type GeneratedQuiz,
} from '../../../contracts/ai.contract';
import { GRADES } from '../../../contracts/constants';
import { gradeName } from './bloom';
import { buildQuestions } from './assessment-generator';
import { hashSeed, seededRandom } from './seeded-random';
import { clip } from './clip';

/** Difficulty moves the math one grade band down or up. */
const SHIFT = { easy: -2, medium: 0, hard: 3 } as const;

export function generateQuizDraft(input: GenerateQuizInput): GeneratedQuiz {
  const rnd = seededRandom(hashSeed(input));
  const index = Math.min(
    GRADES.length - 1,
    Math.max(0, GRADES.indexOf(input.gradeLevel) + SHIFT[input.difficulty]),
  );
  const topic = input.popCultureTheme?.trim()
    ? `${input.subject} (${input.popCultureTheme.trim()} theme)`
    : input.subject;
  const kinds = Array.from(
    { length: input.totalQuestions },
    (_, i): 'true_false' | 'multiple_choice' => (i % 4 === 3 ? 'true_false' : 'multiple_choice'),
  );
  const questions = buildQuestions(
    { subject: input.subject, grade: GRADES[index]!, topic },
    kinds,
    rnd,
  ).map((q) => {
    const choices = q.type === 'true_false' ? ['True', 'False'] : q.choices;
    const answer = q.type === 'true_false' ? (q.answer === 'true' ? 'True' : 'False') : q.answer;
    return {
      question: q.prompt,
      choices,
      answerIndex: choices.indexOf(answer),
      ...(q.explanation ? { explanation: q.explanation } : {}),
    };
  });
  return generatedQuiz.parse({
    title: clip(
      `${input.subject} ${input.difficulty} quiz${input.popCultureTheme?.trim() ? `: ${input.popCultureTheme.trim()}` : ''}`,
      200,
    ),
    description: `${input.totalQuestions} questions for ${gradeName(input.gradeLevel)} at ${input.difficulty} difficulty.`,
    questions,
  });
}
