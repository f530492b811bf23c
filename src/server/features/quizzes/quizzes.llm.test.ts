import { describe, expect, it } from 'vitest';
import type { GeneratedQuiz } from '../../../contracts/ai.contract';
import type { AiEngine } from '../../ai/ai-engine';
import { createBuiltinEngine } from '../../ai/builtin/builtin-engine';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * What a language model answers is kept only where the game can play it, and flagged for the
 * teacher: an LLM does not say it checked its answer key.
 */
let next: GeneratedQuiz;
const builtin = createBuiltinEngine();
const engine: AiEngine = {
  ...builtin,
  generateQuiz: async () => ({ quiz: next, usage: { inputTokens: 10, outputTokens: 20 } }),
};
const ctx = useTestApp({ deps: { aiEngine: engine } });
const call = caller(ctx);
const form = {
  subject: 'Science',
  gradeLevel: '6',
  popCultureTheme: 'Star Wars',
  totalQuestions: 5,
};
const playable = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    question: `Which force is number ${i + 1}?`,
    choices: ['Gravity', 'Friction'],
    answerIndex: 0,
  }));

describe('a quiz written by a language model', () => {
  it('is saved with every question flagged for review unless the engine says otherwise', async () => {
    next = {
      title: 'Forces in a galaxy far away',
      description: 'Star Wars physics',
      questions: [
        {
          question: 'What pulls a starfighter toward a planet?',
          choices: ['Gravity', 'Magnetism', 'Friction', 'Light'],
          answerIndex: 0,
        },
        {
          question: 'Checked by the engine',
          choices: ['Yes', 'No'],
          answerIndex: 0,
          needsReview: false,
        },
        ...playable(3),
      ],
    };
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, form);
    expect(res.statusCode).toBe(201);
    expect(res.json().quiz).toMatchObject({
      title: 'Forces in a galaxy far away',
      needsReviewCount: 4,
    });
    expect(res.json().questions.map((q: { needsReview: boolean }) => q.needsReview)).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  // The request's schema holds each answer index within its own choices (issue 33 item 2). An
  // answer that does not is asked for once more; a quiz's questions stand alone, so then the
  // broken ones are dropped and the teacher is told how many and why (issue 35 item 5).
  it('asks again, then keeps only the playable questions and says what it dropped', async () => {
    next = {
      title: 'Mixed',
      description: '',
      questions: [
        { question: 'Answer out of range', choices: ['A', 'B'], answerIndex: 3 },
        { question: 'Same choice twice', choices: ['Yes', 'yes', 'No'], answerIndex: 0 },
        ...playable(3),
      ],
    };
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quiz.questionCount).toBe(3);
    expect(res.json().notice).toMatch(
      /^3 of 5 questions: 2 the AI model wrote did not hold together/,
    );
    const saved = (await call('GET', '/api/quizzes', cookie)).json();
    expect(saved).toHaveLength(1);
  });

  it('answers 502 and saves nothing when no question is playable', async () => {
    next = {
      title: 'Broken',
      description: '',
      questions: [{ question: 'Bad', choices: ['A', 'B'], answerIndex: 2 }],
    };
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/quizzes/generate', cookie, form);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('ai.malformed_answer');
    expect((await call('GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });
});
