import {
  generatedQuiz,
  type GenerateQuizInput,
  type GeneratedQuiz,
} from '../../../contracts/ai.contract';
import { GRADES } from '../../../contracts/constants';
import { gradeBand, gradeName } from './bloom';
import { clip } from './clip';
import { mathItems } from './math-questions';
import { SUBJECT_FACTS } from './quiz-facts';
import { quizTheme, type QuizTheme } from './quiz-themes';
import { wordProblems, type Level } from './quiz-word-problems';
import { hashSeed, seededRandom, type Random } from './seeded-random';
import { topicChoiceItems, topicTrueFalse } from './topic-questions';
import { bandQuestions } from './bank/match';
import type { BankQuestion } from './bank/types';

type QuizQuestion = GeneratedQuiz['questions'][number];

/** Difficulty moves the maths a grade band down or up, and its numbers smaller or larger. */
const SHIFT = { easy: -2, medium: 0, hard: 3 } as const;
const LEVEL: Record<GenerateQuizInput['difficulty'], Level> = { easy: 0, medium: 1, hard: 2 };

/** Four shuffled choices with the right one's index; null if two choices read the same. */
function choiceQuestion(
  question: string,
  answer: string,
  distractors: readonly string[],
  rnd: Random,
  extra: Pick<QuizQuestion, 'explanation' | 'needsReview'>,
): QuizQuestion | null {
  const choices = rnd.shuffle([answer, ...distractors.slice(0, 3)]);
  if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length) return null;
  return { question, choices, answerIndex: choices.indexOf(answer), ...extra };
}

/** Computed maths: themed word problems when a theme is given, plain sums otherwise. */
function mathQuestions(
  input: GenerateQuizInput,
  theme: QuizTheme | undefined,
  rnd: Random,
): QuizQuestion[] {
  const shifted = Math.min(
    GRADES.length - 1,
    Math.max(0, GRADES.indexOf(input.gradeLevel) + SHIFT[input.difficulty]),
  );
  const grade = GRADES[shifted]!;
  const out: QuizQuestion[] = [];
  if (theme) {
    for (const p of wordProblems(
      theme,
      gradeBand(grade),
      LEVEL[input.difficulty],
      input.totalQuestions,
      rnd,
    )) {
      const q = choiceQuestion(p.prompt, String(p.answer), p.distractors.map(String), rnd, {
        explanation: p.explanation,
        needsReview: false,
      });
      // The answer shown as right is the recomputed one, or the problem is not used.
      if (q && q.choices[q.answerIndex] === String(p.check())) out.push(q);
    }
  }
  const seen = new Set(out.map((q) => q.question));
  for (const item of mathItems(grade, input.totalQuestions, rnd)) {
    if (out.length >= input.totalQuestions) break;
    if (seen.has(item.prompt) || item.distractors.length < 1) continue;
    const q = choiceQuestion(item.prompt, item.answer, item.distractors, rnd, {
      explanation: item.explanation,
      needsReview: false,
    });
    if (q) out.push(q);
  }
  return out;
}

type Reviewed = { needsReview: boolean; explanation?: string };

/**
 * The other subjects: the bundled bank's reviewed questions for the grade band (a quiz has no
 * topic, so any of the band's topics), then well-known facts and reasoning questions, which
 * the engine cannot check and flags for review. Every fourth is a true/false one; a theme's
 * character asks them.
 */
function wordQuestions(
  input: GenerateQuizInput,
  theme: QuizTheme | undefined,
  rnd: Random,
): QuizQuestion[] {
  const bank = rnd.shuffle(bandQuestions(input.subject, input.gradeLevel));
  const reviewed = (q: BankQuestion): Reviewed => ({
    needsReview: false,
    explanation: q.explanation,
  });
  const flagged: Reviewed = { needsReview: true };
  const choice = [
    ...bank
      .filter((q) => q.type === 'multiple_choice')
      .map((q) => ({
        prompt: q.prompt,
        answer: q.answer,
        distractors: [...q.distractors!],
        ...reviewed(q),
      })),
    ...rnd.shuffle(SUBJECT_FACTS[input.subject] ?? []).map((c) => ({ ...c, ...flagged })),
    ...rnd.shuffle(topicChoiceItems(input.subject)).map((c) => ({ ...c, ...flagged })),
  ];
  const trueFalse = [
    ...bank
      .filter((q) => q.type === 'true_false')
      .map((q) => ({ prompt: q.prompt, answer: q.answer, ...reviewed(q) })),
    ...rnd.shuffle(topicTrueFalse(input.subject)).map((t) => ({ ...t, ...flagged })),
  ];
  const hero = theme ? rnd.pick(theme.heroes) : undefined;
  const asked = (prompt: string) => (hero ? `${hero} asks: ${prompt}` : prompt);
  const out: QuizQuestion[] = [];
  for (let i = 0; out.length < input.totalQuestions; i += 1) {
    const tf = (i % 4 === 3 && trueFalse.length > 0) || choice.length === 0;
    if (tf && trueFalse.length === 0) break;
    if (tf) {
      const t = trueFalse.shift()!;
      out.push({
        question: asked(t.prompt),
        choices: ['True', 'False'],
        answerIndex: t.answer === 'true' ? 0 : 1,
        needsReview: t.needsReview,
        ...(t.explanation ? { explanation: t.explanation } : {}),
      });
      continue;
    }
    const c = choice.shift()!;
    const q = choiceQuestion(asked(c.prompt), c.answer, c.distractors, rnd, {
      needsReview: c.needsReview,
      ...(c.explanation ? { explanation: c.explanation } : {}),
    });
    if (q) out.push(q);
  }
  return out;
}

export function generateQuizDraft(input: GenerateQuizInput): GeneratedQuiz {
  const rnd = seededRandom(hashSeed(input));
  const themeName = input.popCultureTheme?.trim();
  const theme = themeName ? quizTheme(themeName) : undefined;
  const questions =
    input.subject === 'Mathematics'
      ? mathQuestions(input, theme, rnd)
      : wordQuestions(input, theme, rnd);
  const themed = themeName ? `, set in ${themeName}` : '';
  return generatedQuiz.parse({
    title: clip(
      `${input.subject} ${input.difficulty} quiz${themeName ? `: ${themeName}` : ''}`,
      200,
    ),
    description: clip(
      `${questions.length} questions for ${gradeName(input.gradeLevel)} at ${input.difficulty} difficulty${themed}.`,
      2000,
    ),
    questions,
  });
}
