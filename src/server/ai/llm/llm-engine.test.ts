import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateContentBody,
  generateLessonBody,
  generateQuizInput,
} from '../../../contracts/ai.contract';
import {
  startFakeProvider,
  type FakeProvider,
  type Protocol,
} from '../../testing/fake-provider-server';
import { AiError, type AiEngine } from '../ai-engine';
import { generateLessonPlan } from '../builtin/lesson-generator';
import { pipelineFor } from '../../testing/test-pipeline';
import { createLlmEngine, type LlmProvider } from './llm-engine';

const lessonInput = generateLessonBody.parse({
  subject: 'Science',
  grade: '5',
  topic: 'The water cycle',
  duration: 30,
});
const plan = generateLessonPlan(lessonInput);

const PROVIDERS: { provider: LlmProvider; protocol: Protocol; path: (p: string) => string }[] = [
  { provider: 'openai', protocol: 'openai', path: (u) => `${u}/v1` },
  { provider: 'openrouter', protocol: 'openai', path: (u) => `${u}/api/v1` },
  { provider: 'google', protocol: 'gemini', path: (u) => `${u}/v1beta` },
];

async function codeOf(work: Promise<unknown>) {
  try {
    await work;
    return 'ok';
  } catch (e) {
    return e instanceof AiError ? e.code : `unexpected: ${String(e)}`;
  }
}

async function collect(stream: AsyncIterable<string>) {
  let out = '';
  for await (const c of stream) out += c;
  return out;
}

describe.each(PROVIDERS)(
  '$provider engine against a local server',
  ({ provider, protocol, path }) => {
    let server: FakeProvider;
    let engine: AiEngine;
    beforeAll(async () => {
      server = await startFakeProvider(protocol);
      engine = createLlmEngine({
        provider,
        model: 'test-model',
        apiKey: 'test-key',
        baseUrl: path(server.url),
        timeoutMs: 2000,
        retryDelayMs: 10,
      });
    });
    afterAll(() => server.close());
    const script = (...steps: FakeProvider['script']) => {
      server.script = steps;
      server.requests.length = 0;
    };

    it('generates a lesson through native structured output, with markdown and token usage', async () => {
      script({ kind: 'text', text: JSON.stringify(plan) });
      const result = await pipelineFor(engine).gateway.generate(1, 'lesson', lessonInput);
      expect(result.plan).toEqual(plan);
      expect(result.markdown).toContain('## Lesson Sequence (30 minutes)');
      expect(result.usage).toEqual({ inputTokens: 11, outputTokens: 7 });
      expect(engine.info).toEqual({ engine: provider, model: 'test-model' });
      const sent = server.requests[0]!;
      expect(sent.path).toContain(
        protocol === 'openai' ? '/chat/completions' : '/models/test-model:generateContent',
      );
      expect(sent.body).toContain('<untrusted_input>');
      // The request's schema travels natively, not in the prompt (issue 33 item 2).
      const body = JSON.parse(sent.body);
      const schema =
        protocol === 'openai'
          ? body.response_format.json_schema.schema
          : (body.generationConfig.responseSchema ?? body.generationConfig.responseJsonSchema);
      if (protocol === 'openai') expect(body.response_format.type).toBe('json_schema');
      else expect(body.generationConfig.responseMimeType).toBe('application/json');
      expect(schema.properties.phases).toBeDefined();
      expect(JSON.stringify(body.messages ?? body.systemInstruction)).not.toContain('"phases"');
    });

    it("asks for a quiz on the teacher's unit when a topic is given", async () => {
      const quiz = {
        title: 'Ratios',
        description: 'Ratios quiz',
        questions: [{ question: '2:4 is the same as?', choices: ['1:2', '2:1'], answerIndex: 0 }],
      };
      script({ kind: 'text', text: JSON.stringify(quiz) });
      const input = generateQuizInput.parse({
        subject: 'Mathematics',
        gradeLevel: '7',
        topic: 'Ratios and unit rates',
      });
      expect((await engine.generateQuiz(input)).quiz).toEqual(quiz);
      const sent = server.requests[0]!.body;
      expect(sent).toContain('every question is about that topic');
      expect(sent).toMatch(/"topic\\?": \\?"Ratios and unit rates\\?"/);
    });

    it('retries a 429 and succeeds on the second attempt', async () => {
      script(
        { kind: 'error', status: 429 },
        { kind: 'text', text: JSON.stringify({ title: 'T', content: '# Hi' }) },
      );
      const input = generateContentBody.parse({
        contentType: 'story',
        subject: 'English',
        grade: '3',
        topic: 'Friendship',
        learningStyle: 'reading',
      });
      expect((await engine.generateContent(input)).content).toEqual({
        title: 'T',
        content: '# Hi',
      });
      expect(server.requests).toHaveLength(2);
    });

    it('gives up after three 429s', async () => {
      script(
        { kind: 'error', status: 429 },
        { kind: 'error', status: 429 },
        { kind: 'error', status: 429 },
        { kind: 'text', text: '{}' },
      );
      expect(await codeOf(engine.generateLesson(lessonInput))).toBe('ai_rate_limited');
      expect(server.requests).toHaveLength(3);
    });

    it.each([
      [{ kind: 'error', status: 401 } as const, 'ai_bad_key'],
      [{ kind: 'error', status: 404 } as const, 'ai_model_not_found'],
      [{ kind: 'text', text: 'I cannot help with that.' } as const, 'ai_malformed_answer'],
      [{ kind: 'text', text: '{"title": "half a plan"}' } as const, 'ai_malformed_answer'],
      [{ kind: 'raw', body: 'not json at all' } as const, 'ai_malformed_answer'],
    ])('maps %j to %s through the pipeline', async (step, code) => {
      // A malformed answer is asked for once more; the same again is a clear error.
      script(step, step);
      expect(await codeOf(pipelineFor(engine).gateway.generate(1, 'lesson', lessonInput))).toBe(
        code,
      );
    });

    it('times out a server that never answers', async () => {
      const slow = createLlmEngine({
        provider,
        model: 'test-model',
        apiKey: 'k',
        baseUrl: path(server.url),
        timeoutMs: 300,
      });
      script({ kind: 'hang' });
      expect(
        await codeOf(
          slow.generateQuiz(generateQuizInput.parse({ subject: 'Science', gradeLevel: '4' })),
        ),
      ).toBe('ai_timeout');
    });

    it('streams chat text in order', async () => {
      script({ kind: 'stream', chunks: ['Try ', 'a think-', 'pair-share.'] });
      expect(await collect(engine.chat([{ role: 'user', content: 'Ideas for discussion?' }]))).toBe(
        'Try a think-pair-share.',
      );
    });

    it('never sends roster names or emails through the pipeline, and restores them in the answer', async () => {
      const roster = [
        {
          firstName: 'Maya',
          lastName: 'Lopez',
          email: 'maya.lopez@school.example',
          parentEmail: 'lopez.family@example.com',
        },
        { firstName: 'Noah', lastName: 'Williams', email: null, parentEmail: null },
      ];
      const withNames = generateLessonBody.parse({
        ...lessonInput,
        description:
          'Maya Lopez needs a visual organiser; email maya.lopez@school.example and lopez.family@example.com. Pair Noah with Maya.',
      });
      script(
        {
          kind: 'text',
          text: JSON.stringify({
            ...plan,
            overview: 'Seat [STUDENT_2_FIRST] beside [STUDENT_1] and write to [PARENT_EMAIL_1].',
          }),
        },
        { kind: 'stream', chunks: ['Dear [STU', 'DENT_1_FIRST]’s family'] },
      );
      const { gateway, chat } = pipelineFor(engine, roster);
      const { plan: got } = await gateway.generate(1, 'lesson', withNames);
      expect(got.overview).toBe(
        'Seat Noah beside Maya Lopez and write to lopez.family@example.com.',
      );
      const reply = await chat([
        {
          role: 'user',
          content: 'Draft a note to Maya Lopez’s parents (lopez.family@example.com).',
        },
      ]);
      expect(reply).toBe('Dear Maya’s family');
      const sent = server.requests.map((r) => r.body).join('\n');
      for (const secret of [
        'Maya',
        'Lopez',
        'Noah',
        'Williams',
        'maya.lopez@school.example',
        'lopez.family@example.com',
      ])
        expect(sent).not.toContain(secret);
      expect(sent).toContain('[STUDENT_1]');
    });
  },
);
