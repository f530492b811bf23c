import { afterAll, describe, expect, it } from 'vitest';
import { STANDARDS_MESSAGES } from '../../../contracts/standards.contract';
import { findStandard } from '../../ai/standards/standards-catalogue';
import { openAiEngineOn, startFakeProvider } from '../../testing/fake-provider-server';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * Issue 34 item 2: a model chooses only among the standards the app retrieves for the subject,
 * grade and topic; a code it invents is dropped and the teacher is told. Through a local
 * OpenAI-compatible server that answers with an invented code.
 */
const provider = await startFakeProvider('openai');
const ctx = useTestApp({ deps: { aiEngine: openAiEngineOn(provider) } });
afterAll(() => provider.close());
const call = caller(ctx);
const ref = (code: string) => ({ code, description: findStandard(code)!.description });

const LESSON = {
  subject: 'Mathematics',
  grade: '4',
  topic: 'Adding fractions with like denominators',
  duration: 40,
};
const plan = (standards: string[]) =>
  JSON.stringify({
    title: 'Adding fractions',
    overview: 'Add fractions that share a denominator.',
    objectives: ['Add fractions with like denominators'],
    materials: ['Fraction strips'],
    phases: [
      { name: 'Warm-up', minutes: 10, activities: ['Count unit fractions'] },
      { name: 'Practice', minutes: 30, activities: ['Add 1/4 + 2/4 with strips'] },
    ],
    differentiation: { visual: 'Strips', auditory: 'Say it', kinesthetic: 'Fold', reading: 'Read' },
    checksForUnderstanding: ['What is 2/5 + 1/5?'],
    homework: 'Five sums.',
    standards,
  });
const assessment = (standards: string[]) =>
  JSON.stringify({
    title: 'Fractions',
    description: 'Check',
    questions: [
      {
        id: 'q1',
        type: 'multiple_choice',
        prompt: 'What is 1/4 + 2/4?',
        choices: ['3/4', '3/8'],
        answer: '3/4',
        points: 1,
      },
    ],
    standards,
  });
/** The candidates the app put in the prompt it sent. */
const offeredIn = (body: string) => {
  const codes = [...body.matchAll(/\\"code\\": \\"([^\\]+)\\"/g)].map((m) => m[1]);
  return codes;
};

describe('AI engines choose standards only among the app’s candidates', () => {
  it('generate-lesson keeps an offered code with the data’s words and drops an invented one', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.requests.length = 0;
    provider.script = [{ kind: 'text', text: plan(['4.NF.B.3', '4.NF.B.9']) }];
    const res = await call('POST', '/api/ai/generate-lesson', cookie, LESSON);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.standards).toEqual([ref('4.NF.B.3')]);
    expect(body.plan.standards).toEqual(['4.NF.B.3']);
    expect(body.standardsNotice).toBe(STANDARDS_MESSAGES.dropped(['4.NF.B.9']));
    expect(body.standardsNotice).toContain('4.NF.B.9');
    // The model was given the candidates for grade 4 mathematics and this topic, best first.
    const offered = offeredIn(provider.requests[0]!.body);
    expect(offered[0]).toBe('4.NF.B.3');
    expect(offered.every((c) => findStandard(c!)?.grades.includes('4'))).toBe(true);
    expect(provider.requests[0]!.body).toContain('standardCandidates');
  });

  it('a real code that was not offered (another grade) is dropped too', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.script = [{ kind: 'text', text: plan(['5.NF.A.1']) }];
    const body = (await call('POST', '/api/ai/generate-lesson', cookie, LESSON)).json();
    expect(body.standards).toEqual([]);
    expect(body.standardsNotice).toBe(STANDARDS_MESSAGES.dropped(['5.NF.A.1']));
  });

  it('no codes: no standards and no notice', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.script = [{ kind: 'text', text: plan([]) }];
    const body = (await call('POST', '/api/ai/generate-lesson', cookie, LESSON)).json();
    expect(body.standards).toEqual([]);
    expect(body).not.toHaveProperty('standardsNotice');
  });

  it('generate-assessment does the same', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.script = [{ kind: 'text', text: assessment(['4.NF.B.3', 'CCSS.MATH.4.NF.Q.7']) }];
    const res = await call('POST', '/api/ai/generate-assessment', cookie, {
      subject: 'Mathematics',
      grade: '4',
      topic: 'Adding fractions with like denominators',
      questionCount: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().standards).toEqual([ref('4.NF.B.3')]);
    expect(res.json().assessment.standards).toEqual(['4.NF.B.3']);
    expect(res.json().standardsNotice).toBe(STANDARDS_MESSAGES.dropped(['CCSS.MATH.4.NF.Q.7']));
  });

  it('generate-and-save stores only the kept standards and tells the teacher', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.script = [{ kind: 'text', text: plan(['4.NF.B.3', 'MADE.UP.1']) }];
    const res = await call('POST', '/api/lessons/generate', cookie, {
      ...LESSON,
      title: 'Fractions',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().standards).toEqual([ref('4.NF.B.3')]);
    expect(res.json().standardsNotice).toBe(STANDARDS_MESSAGES.dropped(['MADE.UP.1']));
    const saved = (await call('GET', `/api/lessons/${res.json().id}`, cookie)).json();
    expect(saved.standards).toEqual([ref('4.NF.B.3')]);

    provider.script = [{ kind: 'text', text: assessment(['4.NF.B.3', 'XX-1']) }];
    const made = await call('POST', '/api/assessments/generate', cookie, {
      title: 'Adding fractions with like denominators',
      subject: 'Mathematics',
      grade: '4',
      questionCount: 1,
      standards: ['4.NF.A.1'],
    });
    expect(made.statusCode, made.body).toBe(201);
    // The teacher's pick first, then the model's kept one.
    expect(made.json().standards).toEqual([ref('4.NF.A.1'), ref('4.NF.B.3')]);
    expect(made.json().standardsNotice).toBe(STANDARDS_MESSAGES.dropped(['XX-1']));
  });

  it('the standards the teacher chose are offered first, and a lesson made from them keeps them', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.requests.length = 0;
    provider.script = [{ kind: 'text', text: plan(['4.NF.A.1']) }];
    const res = await call('POST', '/api/ai/generate-lesson', cookie, {
      ...LESSON,
      standards: ['CCSS.MATH.CONTENT.4.NF.A.1'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().standards).toEqual([ref('4.NF.A.1')]);
    const offered = offeredIn(provider.requests[0]!.body);
    // The teacher's pick, then the topic's candidates (4.NF.B.3 first among them).
    expect(offered.slice(0, 2)).toEqual(['4.NF.A.1', '4.NF.B.3']);

    provider.script = [{ kind: 'text', text: plan([]) }];
    const saved = await call('POST', '/api/lessons/generate', cookie, {
      ...LESSON,
      title: 'Fractions',
      standards: ['4.NF.A.1'],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // The model chose none: the teacher's choice is still the lesson's.
    expect(saved.json().standards).toEqual([ref('4.NF.A.1')]);
  });

  it('a chosen code the data does not hold is refused before anything is generated', async () => {
    const { cookie } = await signUp(ctx().app);
    provider.requests.length = 0;
    for (const [path, extra] of [
      ['/api/ai/generate-lesson', {}],
      ['/api/lessons/generate', { title: 'Fractions' }],
      ['/api/ai/generate-assessment', { questionCount: 1 }],
    ] as const) {
      const res = await call('POST', path, cookie, {
        ...LESSON,
        ...extra,
        standards: ['4.NF.Z.9'],
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe(`"4.NF.Z.9" ${STANDARDS_MESSAGES.unknownCode}`);
      const wrongType = await call('POST', path, cookie, { ...LESSON, ...extra, standards: 'x' });
      expect(wrongType.statusCode, path).toBe(400);
      const tooMany = await call('POST', path, cookie, {
        ...LESSON,
        ...extra,
        standards: Array.from({ length: 11 }, () => '4.NF.A.1'),
      });
      expect(tooMany.json().message, path).toBe(STANDARDS_MESSAGES.tooMany);
    }
    expect(provider.requests).toHaveLength(0);
    expect((await call('GET', '/api/lessons', cookie)).json()).toEqual([]);
  });
});
