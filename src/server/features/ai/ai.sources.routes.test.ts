import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES } from '../../../contracts/assessments.contract';
import { publicQuestion } from '../../../contracts/questions.contract';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/** Issue 15 item 5 (a): assessment questions drawn from the teacher's own material. */
const ctx = useTestApp();
const call = caller(ctx);

const MATERIAL = `Evaporation is the change of liquid water into water vapour when the sun heats it.
Condensation is the change of water vapour into tiny droplets that form clouds.
Precipitation falls from clouds as rain, snow, sleet or hail over land and sea.
Rivers carry runoff water downhill until it reaches lakes and the ocean again.
Transpiration releases water vapour from the leaves of plants into the air.`;

const body = {
  title: 'Water Cycle Check',
  subject: 'Science',
  grade: '5',
  type: 'quiz',
  questionCount: 20,
};

interface Q {
  prompt: string;
  answer: string;
  choices: string[];
  source?: string;
}

describe('POST /api/assessments/generate with the teacher’s material', () => {
  it('draws questions from pasted text, fewer rather than filler, each saying where it came from', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/assessments/generate', cookie, {
      ...body,
      sourceText: MATERIAL,
    });
    expect(res.statusCode).toBe(201);
    const qs: Q[] = res.json().questions.items;
    expect(qs.length).toBeGreaterThan(0);
    expect(qs.length).toBeLessThan(20);
    expect(res.json().questionCount).toBe(qs.length);
    for (const q of qs) {
      expect(q.source).toMatch(/^From your text, sentence \d+: ".+"$/);
      expect(q.prompt).not.toMatch(/How do you spell/);
    }
    const defined = qs.find((q) => q.prompt.includes('the change of liquid water'));
    expect(defined?.answer).toBe('Evaporation');
    // The same request gives the same questions.
    const again = await call('POST', '/api/assessments/generate', cookie, {
      ...body,
      sourceText: MATERIAL,
    });
    expect(again.json().questions.items).toEqual(qs);
    // Students never see the note.
    expect(publicQuestion.parse(qs[0])).not.toHaveProperty('source');
  });

  it('draws questions from the lesson’s topic (reviewed notes and bank), never from the plan’s own wording (issue 32 item 3)', async () => {
    const { cookie } = await signUp(ctx().app);
    const plan = `A 50-minute science lesson for Grade 5 on the water cycle.
Students will be able to describe the water cycle.
The teacher models the first example on the board before pairs continue.`;
    const lesson = await call('POST', '/api/lessons', cookie, {
      title: 'Where rain comes from',
      subject: 'Science',
      grade: '5',
      topic: 'The water cycle',
      content: { generatedContent: plan },
    });
    expect(lesson.statusCode).toBe(201);
    const res = await call('POST', '/api/assessments/generate', cookie, {
      ...body,
      questionCount: 5,
      sourceLessonId: lesson.json().id,
    });
    expect(res.statusCode).toBe(201);
    const qs: Q[] = res.json().questions.items;
    expect(qs).toHaveLength(5);
    for (const q of qs) {
      expect(q.prompt).not.toMatch(/50-minute|lesson|Students will be able|teacher models/i);
      expect(q.source).toMatch(/^Chalkwise (?:question bank|topic notes)/);
    }
  });

  it('says so when the lesson’s topic has no content to draw from, with no question made up', async () => {
    const { cookie } = await signUp(ctx().app);
    const lesson = await call('POST', '/api/lessons', cookie, {
      title: 'Trade in the Baltic',
      subject: 'History',
      grade: '8',
      topic: 'The Hanseatic League',
      content: {
        generatedContent: 'A 45-minute history lesson for Grade 8 on the Hanseatic League.',
      },
    });
    const res = await call('POST', '/api/assessments/generate', cookie, {
      ...body,
      subject: 'History',
      grade: '8',
      questionCount: 3,
      sourceLessonId: lesson.json().id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notice).toMatch(/^No questions written/);
    for (const q of res.json().questions.items as Q[]) expect(q.prompt).toMatch(/^\[Add:/);
  });

  it('answers 404 for another teacher’s lesson or an unknown one, and saves nothing', async () => {
    const owner = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const lesson = await call('POST', '/api/lessons', owner.cookie, {
      title: 'Private notes',
      subject: 'Science',
      grade: '5',
      content: { generatedContent: MATERIAL },
    });
    for (const id of [lesson.json().id, 999_999]) {
      const res = await call('POST', '/api/assessments/generate', other.cookie, {
        ...body,
        sourceLessonId: id,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/assessments', other.cookie)).json()).toMatchObject([]);
    expect((await call('GET', '/api/subscription/info', other.cookie)).json().usageCount).toBe(0);
  });

  it('refuses material that is too long, a bad lesson id, NULs and wrong types', async () => {
    const { cookie } = await signUp(ctx().app);
    const cases: [Record<string, unknown>, string | null][] = [
      [{ sourceText: 'a'.repeat(20_001) }, ASSESSMENT_MESSAGES.sourceTooLong],
      [{ sourceLessonId: 'abc' }, ASSESSMENT_MESSAGES.sourceLessonInvalid],
      [{ sourceLessonId: -3 }, ASSESSMENT_MESSAGES.sourceLessonInvalid],
      [{ sourceLessonId: 1.5 }, ASSESSMENT_MESSAGES.sourceLessonInvalid],
      [{ sourceText: 42 }, null],
      [{ sourceText: 'Evaporation\u0000 is water turning to vapour in warm sunshine.' }, null],
    ];
    for (const [extra, message] of cases) {
      const res = await call('POST', '/api/assessments/generate', cookie, { ...body, ...extra });
      expect(res.statusCode, JSON.stringify(extra).slice(0, 60)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
  });

  it('answers 401 signed out', async () => {
    const res = await call('POST', '/api/assessments/generate', undefined, {
      ...body,
      sourceText: MATERIAL,
    });
    expect(res.statusCode).toBe(401);
  });

  it('without material, non-maths questions are never repeated and are marked as general', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/assessments/generate', cookie, body);
    expect(res.statusCode).toBe(201);
    const qs: Q[] = res.json().questions.items;
    expect(new Set(qs.map((q) => q.prompt)).size).toBe(qs.length);
    expect(qs.length).toBeLessThan(20);
    for (const q of qs) {
      expect(q.source).toBeTruthy();
      expect(q.choices.join(' ')).not.toMatch(/How do you spell/);
    }
  });
});
