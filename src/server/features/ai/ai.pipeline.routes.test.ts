import { afterAll, describe, expect, it } from 'vitest';
import { openAiEngineOn, startFakeProvider } from '../../testing/fake-provider-server';
import { GENERATE } from '../../testing/switchable-engine';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * The AI pipeline end to end (issues 33 and 37) through a local OpenAI-compatible server that
 * records the exact bytes it receives: names never reach it in any spelling, the schema it gets
 * is the request's, and an answer that does not match is asked for once more, then refused.
 */
const provider = await startFakeProvider('openai');
const ctx = useTestApp({ deps: { aiEngine: openAiEngineOn(provider) } });
afterAll(() => provider.close());
const call = caller(ctx);

const question = (n: number) => ({
  id: `q${n}`,
  type: 'multiple_choice',
  prompt: `Question ${n}?`,
  choices: ['A', 'B', 'C', 'D'],
  answer: 'B',
  points: 1,
});
const assessment = (count: number) =>
  JSON.stringify({
    title: 'Linear equations',
    description: 'Check',
    questions: Array.from({ length: count }, (_, i) => question(i + 1)),
  });

async function teacherWithRoster() {
  const t = await signUp(ctx().app);
  for (const [firstName, lastName] of [
    ['Maya', 'Lopez'],
    ['Zoe', 'Strauß'],
    ['José', 'McAllister'],
    ['Anne-Marie', 'Nguyễn'],
  ] as const)
    await ctx().app.services.students.create(t.user.id, { firstName, lastName, grade: '8' });
  return t;
}

describe('the AI pipeline against an OpenAI-compatible server', () => {
  it('sends no student name: at a line start, after a tab, or in any listed spelling', async () => {
    const { cookie } = await teacherWithRoster();
    provider.requests.length = 0;
    provider.script = [{ kind: 'text', text: assessment(6) }];
    const res = await call('POST', '/api/ai/generate-assessment', cookie, {
      ...GENERATE.assessment,
      description:
        'Groups:\nMaya\n\tLopez\nZoë Strauss\nJose Mc Allister\nAnneMarie Nguye\u0302\u0303n\nＭａｙａ and maya_lopez',
    });
    expect(res.statusCode).toBe(200);
    const sent = provider.requests.map((r) => r.body).join('\n');
    expect(sent).not.toMatch(/maya|lopez|zo[eë]|strau|jos[eé]|allister|anne|nguy|ｍａｙａ/i);
    // A line break and a tab inside a full name still make it the full name.
    expect(sent).toContain(
      'Groups:\\\\n[STUDENT_1]\\\\n[STUDENT_4]\\\\n[STUDENT_2]\\\\n[STUDENT_3]',
    );
  });

  it('sends the request schema natively, with exactly the questions asked', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.requests.length = 0;
    provider.script = [{ kind: 'text', text: assessment(5) }];
    const res = await call('POST', '/api/ai/generate-assessment', cookie, {
      ...GENERATE.assessment,
      questionCount: 5,
    });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(provider.requests[0]!.body);
    expect(body.response_format.type).toBe('json_schema');
    const questions = body.response_format.json_schema.schema.properties.questions;
    expect([questions.minItems, questions.maxItems]).toEqual([5, 5]);
  });

  it('asks once more for an answer with the wrong count, then says so clearly and charges nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.requests.length = 0;
    provider.script = [
      { kind: 'text', text: assessment(1) },
      { kind: 'text', text: assessment(1) },
    ];
    const res = await call('POST', '/api/ai/generate-assessment', cookie, {
      ...GENERATE.assessment,
      questionCount: 5,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('ai.malformed_answer');
    expect(res.json().message).toContain('did not match what was asked, twice');
    expect(provider.requests).toHaveLength(2);
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
    const usage = (await call('GET', '/api/usage', cookie)).json();
    expect(usage.entries.map((e: { outcome: string }) => e.outcome)).toEqual(['error']);
  });

  it('checks the answer after names are restored: one too long is asked again, never a 500', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const long = 'Maximiliana-Alexandrina';
    await ctx().app.services.students.create(user.id, {
      firstName: long,
      lastName: 'Oppenheimer-Fitzgerald',
      grade: '8',
    });
    // 200 characters with the placeholder; past 200 once the long name is back.
    const title = `[STUDENT_1_FIRST] ${'x'.repeat(200 - '[STUDENT_1_FIRST] '.length)}`;
    provider.script = [
      { kind: 'text', text: JSON.stringify({ title, content: '# Hi' }) },
      { kind: 'text', text: JSON.stringify({ title: 'For [STUDENT_1_FIRST]', content: '# Hi' }) },
    ];
    const res = await call('POST', '/api/ai/generate-content', cookie, GENERATE.content);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(`For ${long}`);
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(1);
  });
});
