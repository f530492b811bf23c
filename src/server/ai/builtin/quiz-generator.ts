import {
  generatedQuiz,
  type GenerateQuizInput,
  type GeneratedQuiz,
} from '../../../contracts/ai.contract';
import { GRADES } from '../../../contracts/constants';
import { gradeBand, gradeName } from './bloom';
import { clip } from './clip';
import { mathCovers, mathItems } from './math-questions';
import { subjectFacts } from './quiz-facts';
import { quizTheme, type QuizTheme } from './quiz-themes';
import { wordProblems, type Level } from './quiz-word-problems';
import { hashSeed, seededRandom, type Random } from './seeded-random';
import { topicChoiceItems, topicTrueFalse } from './topic-questions';
import { topicQuizItems, type ChoiceItem, type TrueFalseItem } from './quiz-topic';
import { bandQuestions } from './bank/match';
import { materialDrafts, materialName, materialOf } from './material';
import { TRUE_FALSE_CHOICES } from '../../../contracts/quizzes.contract';
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

/** The questions, and how many of them are on the teacher's topic. */
interface Drafted {
  questions: QuizQuestion[];
  onTopic: number;
}

/**
 * Computed maths: themed word problems when a theme is given, plain sums otherwise. With a
 * topic, only the kinds it names; a topic the generator does not cover gets the grade's usual
 * maths, and the description says so.
 */
function mathQuestions(
  input: GenerateQuizInput,
  theme: QuizTheme | undefined,
  rnd: Random,
): Drafted {
  const shifted = Math.min(
    GRADES.length - 1,
    Math.max(0, GRADES.indexOf(input.gradeLevel) + SHIFT[input.difficulty]),
  );
  const grade = GRADES[shifted]!;
  const topic = input.topic && mathCovers(input.topic) ? input.topic : undefined;
  const out: QuizQuestion[] = [];
  if (theme) {
    for (const p of wordProblems(
      theme,
      gradeBand(grade),
      LEVEL[input.difficulty],
      input.totalQuestions,
      rnd,
      topic,
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
  for (const item of mathItems(grade, input.totalQuestions, rnd, topic)) {
    if (out.length >= input.totalQuestions) break;
    if (seen.has(item.prompt) || item.distractors.length < 1) continue;
    const q = choiceQuestion(item.prompt, item.answer, item.distractors, rnd, {
      explanation: item.explanation,
      needsReview: false,
    });
    if (q) out.push(q);
  }
  return { questions: out, onTopic: topic ? out.length : 0 };
}

type Reviewed = { needsReview: boolean; explanation?: string };

/**
 * The other subjects: questions on the teacher's topic first (reviewed bank questions and topic
 * notes), then the bundled bank's reviewed questions for the grade band, then well-known facts
 * and reasoning questions, which the engine cannot check and flags for review. Every fourth is
 * a true/false one. A theme's character asks them: the engine cannot rewrite a fact into a
 * theme and check it, so that is all a theme does here (the description says so).
 */
function wordQuestions(
  input: GenerateQuizInput,
  theme: QuizTheme | undefined,
  rnd: Random,
): Drafted {
  const onTopic = input.topic
    ? topicQuizItems({ ...input, topic: input.topic }, rnd)
    : { choice: [], trueFalse: [] };
  const topical = new Set([...onTopic.choice, ...onTopic.trueFalse].map((q) => q.prompt));
  const bank = rnd
    .shuffle(bandQuestions(input.subject, input.gradeLevel))
    .filter((q) => !topical.has(q.prompt));
  const reviewed = (q: BankQuestion): Reviewed => ({
    needsReview: false,
    explanation: q.explanation,
  });
  const flagged: Reviewed = { needsReview: true };
  const choice: ChoiceItem[] = [
    ...onTopic.choice,
    ...bank
      .filter((q) => q.type === 'multiple_choice')
      .map((q) => ({
        prompt: q.prompt,
        answer: q.answer,
        distractors: [...q.distractors!],
        ...reviewed(q),
      })),
    ...rnd.shuffle(subjectFacts(input.subject)).map((c) => ({ ...c, ...flagged })),
    ...rnd.shuffle(topicChoiceItems()).map((c) => ({ ...c, ...flagged })),
  ];
  const trueFalse: TrueFalseItem[] = [
    ...onTopic.trueFalse,
    ...bank
      .filter((q) => q.type === 'true_false')
      .map((q) => ({ prompt: q.prompt, answer: q.answer as 'true' | 'false', ...reviewed(q) })),
    ...rnd.shuffle(topicTrueFalse()).map((t) => ({ ...t, ...flagged })),
  ];
  const hero = theme ? rnd.pick(theme.heroes) : undefined;
  const asked = (prompt: string) => (hero ? `${hero} asks: ${prompt}` : prompt);
  const out: QuizQuestion[] = [];
  let count = 0;
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
      if (topical.has(t.prompt)) count += 1;
      continue;
    }
    const c = choice.shift()!;
    const q = choiceQuestion(asked(c.prompt), c.answer, c.distractors, rnd, {
      needsReview: c.needsReview,
      ...(c.explanation ? { explanation: c.explanation } : {}),
    });
    if (q) out.push(q);
    if (q && topical.has(c.prompt)) count += 1;
  }
  return { questions: out, onTopic: count };
}

/** What the description says about the topic: on it, partly, or not at all (and why). */
function topicNote(input: GenerateQuizInput, onTopic: number, total: number): string {
  const topic = input.topic;
  if (!topic) return '';
  const general = `${gradeName(input.gradeLevel)} ${input.subject} in general`;
  if (onTopic === total) return ` on ${topic}`;
  if (onTopic > 0)
    return ` on ${topic} (${onTopic} of them: the built-in engine has no more on it, so the rest are ${general})`;
  return `. The built-in engine has nothing on "${topic}" yet, so these are ${general}`;
}

/** What the theme did, said plainly: maths is set in it; elsewhere a character asks. */
function themeNote(input: GenerateQuizInput, theme: QuizTheme | undefined): string {
  if (!theme) return '';
  return input.subject === 'Mathematics'
    ? `, set in ${theme.name}`
    : `. Theme: a character from ${theme.name} asks each question`;
}

/**
 * A quiz from the teacher's material (issue 34 item 3): its definition, cloze and true/false
 * questions (written answers have no place in a game), each explanation naming and quoting the
 * sentence it came from; as many as the material gives, never padded with other questions.
 */
function materialQuiz(input: GenerateQuizInput, text: string): GeneratedQuiz {
  const name = materialName(input);
  const questions = materialDrafts(text, name, 50)
    .filter((d) => d.type !== 'short_answer')
    .slice(0, input.totalQuestions)
    .map((d): QuizQuestion => {
      const choices = d.type === 'true_false' ? [...TRUE_FALSE_CHOICES] : d.choices.slice(0, 4);
      const answerIndex =
        d.type === 'true_false' ? (d.answer === 'true' ? 0 : 1) : choices.indexOf(d.answer);
      return {
        question: d.prompt,
        choices,
        answerIndex,
        explanation: d.source,
        needsReview: false,
      };
    });
  const asked = input.totalQuestions;
  const fewer =
    questions.length < asked
      ? ` (${questions.length} of ${asked} asked: the rest of ${name} states no more facts to ask about)`
      : '';
  const title = `${input.topic || 'From your material'}: ${input.subject} quiz`;
  return generatedQuiz.parse({
    title: clip(title, 200),
    description: clip(
      `${questions.length} questions for ${gradeName(input.gradeLevel)} drawn from ${name}${fewer}. Each explanation names the sentence its question came from.`,
      2000,
    ),
    questions,
  });
}

export function generateQuizDraft(input: GenerateQuizInput): GeneratedQuiz {
  const text = materialOf(input);
  if (text) return materialQuiz(input, text);
  const rnd = seededRandom(hashSeed(input));
  const themeName = input.popCultureTheme?.trim();
  const theme = themeName ? quizTheme(themeName) : undefined;
  const { questions, onTopic } =
    input.subject === 'Mathematics'
      ? mathQuestions(input, theme, rnd)
      : wordQuestions(input, theme, rnd);
  const kind = `${input.subject} ${input.difficulty} quiz`;
  const title = input.topic
    ? `${input.topic}: ${kind}${themeName ? ` (${themeName})` : ''}`
    : `${kind}${themeName ? `: ${themeName}` : ''}`;
  return generatedQuiz.parse({
    title: clip(title, 200),
    description: clip(
      `${questions.length} questions for ${gradeName(input.gradeLevel)} at ${input.difficulty} difficulty${topicNote(input, onTopic, questions.length)}${themeNote(input, theme)}.`,
      2000,
    ),
    questions,
  });
}
