import { describe, expect, it } from 'vitest';
import { generateQuizInput, type GeneratedQuiz } from '../../../contracts/ai.contract';
import type { QuestionType } from '../../../contracts/quizzes.contract';
import { AiError } from '../ai-engine';
import { questionProblem, quizAnswer, typeOf } from '../quiz-answer';
import { topicNotes } from './knowledge/index';
import { generateMixedQuiz } from './quiz-mixed';

const EVERY: QuestionType[] = [
  'multiple_choice',
  'true_false',
  'multi_select',
  'type_answer',
  'slider',
  'order',
  'poll',
  'word_cloud',
];
const mixed = (over: Record<string, unknown>) => {
  const input = generateQuizInput.parse({ gradeLevel: '5', totalQuestions: 10, ...over });
  return { input, ...generateMixedQuiz(input) };
};
const ofType = (quiz: GeneratedQuiz, t: QuestionType) =>
  quiz.questions.filter((q) => typeOf(q) === t);

describe("the built-in engine's quiz of picked types (issue 35 item 5)", () => {
  const water = mixed({ subject: 'Science', topic: 'the water cycle', questionTypes: EVERY });

  it('gives the count asked, only picked types, each question one the quiz editor accepts', () => {
    expect(water.quiz.questions).toHaveLength(10);
    for (const q of water.quiz.questions) expect(questionProblem(q), q.question).toBeNull();
    // What the pipeline checks it against: the same request's schema, the notice allowing gaps.
    expect(quizAnswer(water.input, true).safeParse(water.quiz).success).toBe(true);
    const only = mixed({ subject: 'History', questionTypes: ['poll', 'true_false'] });
    expect(new Set(only.quiz.questions.map(typeOf))).toEqual(new Set(['poll', 'true_false']));
  });

  it('makes an order question from the topic notes’ worked steps, in their order', () => {
    const steps = topicNotes('Science', '5', 'the water cycle')!.example.steps;
    const [order] = ofType(water.quiz, 'order');
    expect(order?.items).toEqual(steps.slice(0, 4));
    expect(order?.needsReview).toBe(false);
  });

  it('makes a multi-select from true/false statements, right exactly where each is true', () => {
    const [multi] = ofType(water.quiz, 'multi_select');
    expect(multi).toBeDefined();
    multi!.choices.forEach((statement, i) => {
      const truth = multi!.answerIndexes!.includes(i) ? 'true' : 'false';
      expect(multi!.explanation).toContain(`${statement}: ${truth}.`);
    });
    expect(multi!.answerIndexes!.length).toBeGreaterThan(0);
    expect(multi!.answerIndexes!.length).toBeLessThan(multi!.choices.length);
  });

  it('makes a type-answer question from a key term or a short right answer', () => {
    const typed = ofType(water.quiz, 'type_answer');
    expect(typed.length).toBeGreaterThan(0);
    for (const q of typed) {
      expect(q.acceptedAnswers![0]!.length).toBeLessThanOrEqual(40);
      expect(q.question).not.toMatch(/\b(these|following)\b/i);
    }
  });

  it('says which picked type it could not make for the topic instead of faking it', () => {
    expect(ofType(water.quiz, 'slider')).toEqual([]);
    expect(water.notice).toContain('made no slider question: it knows no numeric fact on it');
    const fractions = mixed({
      subject: 'Mathematics',
      topic: 'fractions',
      questionTypes: ['multiple_choice', 'true_false'],
    });
    expect(ofType(fractions.quiz, 'true_false')).toEqual([]);
    expect(fractions.notice).toContain('made no true or false question');
    expect(fractions.quiz.questions).toHaveLength(10);
  });

  it('makes sliders from computed maths, the right answer inside the range and exact', () => {
    const maths = mixed({ subject: 'Mathematics', questionTypes: ['slider'], totalQuestions: 5 });
    expect(maths.quiz.questions).toHaveLength(5);
    for (const q of maths.quiz.questions) {
      const [a, op, b] = /What is (\d+) ([+−×÷-]) (\d+)\?/.exec(q.question)?.slice(1) ?? [];
      expect(q.min!).toBeLessThanOrEqual(q.answer!);
      expect(q.max!).toBeGreaterThanOrEqual(q.answer!);
      expect(q.tolerance).toBe(0);
      if (op === '÷') expect(q.answer).toBe(Number(a) / Number(b));
      if (op === '×') expect(q.answer).toBe(Number(a) * Number(b));
    }
    expect(maths.notice).toBeUndefined();
  });

  it('refuses clearly when it can make none of the picked types', () => {
    expect(() =>
      mixed({ subject: 'Mathematics', topic: 'fractions', questionTypes: ['true_false'] }),
    ).toThrow(AiError);
    expect(() =>
      mixed({ subject: 'Mathematics', topic: 'fractions', questionTypes: ['true_false'] }),
    ).toThrow(/cannot make a quiz of only true or false questions on fractions/);
  });

  it('polls and word clouds have no right answer and name the topic', () => {
    const opinion = mixed({
      subject: 'Science',
      topic: 'the water cycle',
      questionTypes: ['poll', 'word_cloud'],
      totalQuestions: 5,
    });
    expect(opinion.quiz.questions).toHaveLength(5);
    for (const q of opinion.quiz.questions) {
      expect(q.answerIndex).toBe(-1);
      expect(q.question).toMatch(/the water cycle|quiz/);
    }
  });
});
