import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generatedAssessment,
  generatedContent,
  generatedQuiz,
  lessonPlan,
  type ChatTurn,
} from '../../../contracts/ai.contract';
import { AiError } from '../ai-engine';
import { LOADING_MS, useTinyLocalModel, warmUp, WORKSHEET } from '../../testing/tiny-local-engine';

/**
 * Against a tiny random-weights model (testing/tiny-gguf.ts): its words are nonsense, so these
 * tests check what the engine guarantees whatever the model says: answers that pass the
 * contract schemas, streaming, stopping, the queue and the timeout.
 */
const model = useTinyLocalModel('local');
const engine = model.engine();
beforeAll(() => warmUp(engine), LOADING_MS);

const question: ChatTurn[] = [{ role: 'user', content: 'Give me three warm-up ideas.' }];

async function read(stream: AsyncIterable<string>) {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe('the local model engine', () => {
  it('names itself after the model file', () => {
    expect(engine.info).toEqual({ engine: 'local', model: 'tiny.gguf' });
  });

  it('answers a lesson plan, an assessment, content and a quiz that pass the contract schemas', async () => {
    // The lesson grammar is now built from the request (phase minutes that add up): on this
    // random-weights model it can run past the token cap. Then the answer is the engine's clear
    // error, never a plan that fails the contract (the pipeline retries it once for real use).
    const lesson = await engine
      .generateLesson({
        subject: 'Mathematics',
        grade: '7',
        topic: 'ratios',
        duration: 45,
        objectives: [],
      })
      .catch((error: unknown) => error);
    if (lesson instanceof AiError) {
      expect(lesson.code).toBe('ai_malformed_answer');
    } else {
      const { plan, usage } = lesson as Awaited<ReturnType<typeof engine.generateLesson>>;
      expect(lessonPlan.safeParse(plan).success).toBe(true);
      expect(usage.inputTokens).toBeGreaterThan(100);
      expect(usage.outputTokens).toBeGreaterThan(10);
    }

    const assessment = await engine.generateAssessment({
      subject: 'Science',
      grade: '5',
      topic: 'plants',
      assessmentType: 'quiz',
      questionCount: 2,
    });
    expect(generatedAssessment.safeParse(assessment.assessment).success).toBe(true);
    // The model never marks its own questions as checked.
    expect(assessment.assessment.questions.every((q) => !q.needsReview)).toBe(true);

    const content = await engine.generateContent(WORKSHEET);
    expect(generatedContent.safeParse(content.content).success).toBe(true);

    const quiz = await engine.generateQuiz({
      subject: 'Geography',
      gradeLevel: '6',
      difficulty: 'easy',
      totalQuestions: 2,
    });
    expect(generatedQuiz.safeParse(quiz.quiz).success).toBe(true);
    // Nothing checked these questions: the quizzes service marks them for review.
    expect(quiz.quiz.questions.every((q) => q.needsReview === undefined)).toBe(true);
  });

  it('streams a chat reply in several pieces and counts its tokens', async () => {
    const stream = engine.chat(question);
    const pieces = await read(stream);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('').length).toBeGreaterThan(5);
    expect(stream.usage().outputTokens).toBeGreaterThan(5);
  });

  it(
    'stops a reply when the caller aborts, without an error',
    async () => {
      const stop = new AbortController();
      const long = model.engine({ maxTokens: 100_000 });
      const pieces: string[] = [];
      for await (const piece of long.chat(question, { signal: stop.signal })) {
        pieces.push(piece);
        if (pieces.length === 3) stop.abort();
      }
      expect(pieces.length).toBeGreaterThanOrEqual(3);
      expect(pieces.length).toBeLessThan(200);
    },
    LOADING_MS,
  );

  it(
    'fails a reply that runs past the timeout with ai_timeout',
    async () => {
      const slow = model.engine({ maxTokens: 1_000_000, timeoutMs: 1000 });
      const failure = await read(slow.chat(question)).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AiError);
      expect((failure as AiError).code).toBe('ai_timeout');
    },
    LOADING_MS,
  );

  it('serves requests one at a time and tells the waiting ones their place', async () => {
    const heard: Record<string, number[]> = { second: [], third: [] };
    const first = read(engine.chat(question));
    const second = read(engine.chat(question, { onQueued: (n) => heard.second!.push(n) }));
    const third = engine.generateContent(WORKSHEET, { onQueued: (n) => heard.third!.push(n) });
    // The chat streams start on their first read; the content request is in line already.
    await Promise.all([first, second, third]);
    expect(heard.second).toEqual([1, 0]);
    expect(heard.third).toEqual([2, 1, 0]);
    expect(engine.queue.waiting()).toBe(0);
    expect(engine.queue.running()).toBe(0);
  });

  it('drops a waiting request whose caller went away before it reaches the model', async () => {
    const gone = new AbortController();
    const first = read(engine.chat(question));
    const dropped = engine
      .generateQuiz(
        { subject: 'Geography', gradeLevel: '6', difficulty: 'easy', totalQuestions: 1 },
        { signal: gone.signal, onQueued: (n) => n > 0 && gone.abort() },
      )
      .catch((e: unknown) => e);
    const failure = await dropped;
    expect(failure).toBeInstanceOf(AiError);
    expect((failure as AiError).code).toBe('ai_unavailable');
    expect(engine.queue.waiting()).toBe(0);
    await first;
  });

  it(
    'says the model was not found when the file is not a model',
    async () => {
      const broken = model.engine({ modelPath: path.join(model.dir, 'missing.gguf') });
      const failure = await broken.generateContent(WORKSHEET).catch((e: unknown) => e);
      expect((failure as AiError).code).toBe('ai_model_not_found');
    },
    LOADING_MS,
  );
});
