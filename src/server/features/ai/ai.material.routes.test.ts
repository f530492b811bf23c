import { describe, expect, it } from 'vitest';
import { SOURCE_MESSAGES } from '../../../contracts/ai.contract';
import { QUIZ_ERRORS } from '../../../contracts/quizzes.contract';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * Issue 34 item 3 beyond assessments: a worksheet (generate-content), a lesson (generate-lesson
 * and generate-and-save) and a live-game quiz drawn from the teacher's own material, e.g. the
 * text POST /api/ai/extract-text read from their file. The built-in engine's versions are
 * extractive: the material's terms, cloze sentences and facts, each naming its sentence.
 */
const ctx = useTestApp();
const call = caller(ctx);

const MATERIAL = `Evaporation is the change of liquid water into water vapour when the sun heats it.
Condensation is the change of water vapour into tiny droplets that form clouds.
Precipitation falls from clouds as rain, snow, sleet or hail over land and sea.
Rivers carry runoff water downhill until it reaches lakes and the ocean again.
Transpiration releases water vapour from the leaves of plants into the air.`;
const source = { sourceText: MATERIAL, sourceName: 'water-cycle.pdf' };
const NOTE = /From water-cycle\.pdf, sentence \d: "[^"]+"/;

const ROUTES = {
  worksheet: {
    url: '/api/ai/generate-content',
    status: 200,
    body: {
      contentType: 'worksheet',
      subject: 'Science',
      grade: '5',
      topic: 'The water cycle',
      learningStyle: 'reading',
    },
  },
  lesson: {
    url: '/api/ai/generate-lesson',
    status: 200,
    body: { subject: 'Science', grade: '5', topic: 'The water cycle', duration: 40 },
  },
  savedLesson: {
    url: '/api/lessons/generate',
    status: 201,
    body: { title: 'Water', subject: 'Science', grade: '5', topic: 'The water cycle' },
  },
  quiz: {
    url: '/api/quizzes/generate',
    status: 201,
    body: { subject: 'Science', gradeLevel: '5', totalQuestions: 10 },
  },
} as const;

describe('generations from the teacher’s material (issue 34 item 3)', () => {
  it('makes a worksheet whose questions come from the file, with an answer key naming each sentence', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', ROUTES.worksheet.url, cookie, {
      ...ROUTES.worksheet.body,
      ...source,
    });
    expect(res.statusCode, res.body).toBe(200);
    const md: string = res.json().content;
    expect(md).toContain('_Made from water-cycle.pdf: ');
    const [questions, key] = md.split('## Answer Key (teacher)');
    // The definition question and the cloze questions are the file's own sentences.
    expect(questions).toContain(
      'Which term matches this description: "the change of liquid water into water vapour when the sun heats it"?',
    );
    expect(questions).toMatch(/Fill in the blank: .*_____/);
    // Nothing from the engine's own water-cycle notes is mixed in.
    expect(md).not.toMatch(/\[Add: .*questions on/);
    const keyLines = key!.trim().split('\n').filter(Boolean);
    expect(keyLines.length).toBeGreaterThanOrEqual(4);
    for (const line of keyLines) expect(line).toMatch(NOTE);
    expect(keyLines[0]).toMatch(/Evaporation \(From water-cycle\.pdf, sentence 1: "Evaporation is/);
    expect(res.json().readingLevel.target).toBe(5);
  });

  it('makes a lesson from the file’s key terms and sentences, saying where it came from', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', ROUTES.lesson.url, cookie, { ...ROUTES.lesson.body, ...source });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json().plan;
    expect(plan.overview).toMatch(
      /built from water-cycle\.pdf\. It teaches the key terms the material uses \(Evaporation, Condensation, Precipitation, Rivers, Transpiration\)/,
    );
    const instruction = plan.phases[1].activities.join('\n');
    expect(instruction).toContain(
      'Evaporation (the change of liquid water into water vapour when the sun heats it), sentence 1: "Evaporation is',
    );
    expect(instruction).toContain('Read together from water-cycle.pdf: sentence 1: "Evaporation');
    expect(plan.materials[0]).toBe('Copies of water-cycle.pdf');
    expect(plan.objectives[0]).toMatch(/explain Evaporation, Condensation/);
    // The practice is the file's, not the engine's reviewed water-cycle notes.
    expect(JSON.stringify(plan)).not.toMatch(/misconception/i);
    expect(plan.phases[2].activities[0]).toMatch(/Pairs solve: 1\. /);

    const saved = await call('POST', ROUTES.savedLesson.url, cookie, {
      ...ROUTES.savedLesson.body,
      ...source,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().content.generatedContent).toContain('built from water-cycle.pdf');
  });

  it('makes a game quiz from the file: fewer questions rather than filler, each explanation naming its sentence', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', ROUTES.quiz.url, cookie, { ...ROUTES.quiz.body, ...source });
    expect(res.statusCode, res.body).toBe(201);
    const { quiz, questions } = res.json();
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThan(10);
    expect(quiz.description).toMatch(
      new RegExp(
        `^${questions.length} questions for Grade 5 drawn from water-cycle\\.pdf \\(${questions.length} of 10 asked`,
      ),
    );
    for (const q of questions) {
      expect(q.explanation).toMatch(NOTE);
      expect(q.choices[q.answerIndex]).toBeTruthy();
    }
    const defined = questions.find((q: { question: string }) =>
      q.question.includes('the change of liquid water'),
    );
    expect(defined.choices[defined.answerIndex]).toBe('Evaporation');
    const trueFalse = questions.find((q: { question: string }) =>
      q.question.startsWith('True or false'),
    );
    expect(trueFalse.choices).toEqual(['True', 'False']);
  });

  it('refuses a quiz from material with no sentence stating a fact, and counts nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', ROUTES.quiz.url, cookie, {
      ...ROUTES.quiz.body,
      sourceText: '# Chapter 2\n- Rivers\n- Lakes\nWhat is rain?',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(QUIZ_ERRORS.no_material_facts.message);
    expect((await call('GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });

  it('without material, a worksheet is the engine’s own (the path is unchanged)', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', ROUTES.worksheet.url, cookie, ROUTES.worksheet.body);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).not.toContain('Made from');
  });

  for (const [name, route] of Object.entries(ROUTES)) {
    it(`${name}: refuses too-long material, NULs and wrong types with a clear 400, and nothing is counted or saved`, async () => {
      const { cookie } = await signUp(ctx().app);
      const cases: [Record<string, unknown>, string | null][] = [
        [{ sourceText: 'a'.repeat(20_001) }, SOURCE_MESSAGES.tooLong],
        [{ sourceText: 42 }, SOURCE_MESSAGES.tooLong],
        [{ sourceText: 'Evaporation\u0000 is water turning to vapour in warm sunshine.' }, null],
        [{ sourceName: 'x'.repeat(201) }, null],
      ];
      for (const [extra, message] of cases) {
        const res = await call('POST', route.url, cookie, { ...route.body, ...extra });
        expect(res.statusCode, `${name} ${JSON.stringify(extra).slice(0, 40)}`).toBe(400);
        if (message) expect(res.json().message).toBe(message);
      }
      const info = await call('GET', '/api/subscription/info', cookie);
      expect(info.json().usageCount).toBe(0);
    });

    it(`${name}: answers 401 signed out`, async () => {
      const res = await call('POST', route.url, undefined, { ...route.body, ...source });
      expect(res.statusCode).toBe(401);
    });
  }
});
