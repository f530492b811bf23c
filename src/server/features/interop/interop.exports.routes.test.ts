import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { parse as parseGift } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';

/**
 * Question exports, each read back by an independent parser: gift-pegjs for GIFT, fast-xml-parser
 * for Moodle XML and QTI (after unzipping the package and following the manifest's references).
 */
const ctx = useTestApp();
const call = caller(ctx);

/** Every special character GIFT escapes, XML's five, a line break and a non-Latin script. */
const TRICKY = 'Is 1:2 = {a} ~ b # c \\ d & <e> "f" \'g\'\nsecond line, ελληνικά?';

const QUESTIONS = [
  {
    id: 'q1',
    type: 'multiple_choice',
    prompt: TRICKY,
    choices: ['x = 1', '{y}', 'a:b', '~z#'],
    answer: 'a:b',
    points: 3,
    explanation: 'Because a:b = {ratio}',
  },
  {
    id: 'q2',
    type: 'true_false',
    prompt: 'Water boils at 100 °C at sea level.',
    answer: 'true',
    points: 1,
    explanation: 'At 1 atm: {100} °C',
  },
  { id: 'q3', type: 'true_false', prompt: 'The Moon is a planet.', answer: 'false', points: 2 },
  {
    id: 'q4',
    type: 'short_answer',
    prompt: 'Name the process plants use to make food.',
    answer: 'photosynthesis',
    points: 5,
    explanation: 'Photo = light; synthesis = making',
  },
  // No model answer: an essay, graded by hand.
  { id: 'q5', type: 'short_answer', prompt: 'Explain why the sky is blue.', answer: '', points: 4 },
];

async function teacherWithAssessment() {
  const teacher = await signUp(ctx().app);
  const res = await call('POST', '/api/assessments', teacher.cookie, {
    title: 'Ratios: {unit} 1/2',
    subject: 'Mathematics',
    grade: '6',
    questions: QUESTIONS,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...teacher, id: res.json().id as number };
}

async function teacherWithQuiz() {
  const teacher = await signUp(ctx().app);
  const made = await call('POST', '/api/quizzes/generate', teacher.cookie, {
    subject: 'Science',
    gradeLevel: '5',
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().quiz.id as number;
  const questions = [
    {
      question: TRICKY,
      choices: ['=1', '{2}', '3:4'],
      answerIndex: 2,
      timeLimit: 30,
      explanation: 'a # b',
    },
    { question: 'Second?', choices: ['yes', 'no'], answerIndex: 0, timeLimit: 20 },
  ];
  const res = await call('PATCH', `/api/quizzes/${id}`, teacher.cookie, { questions });
  expect(res.statusCode, res.body).toBe(200);
  return { ...teacher, id, questions };
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) =>
    [
      'question',
      'answer',
      'simpleChoice',
      'resource',
      'file',
      'dependency',
      'assessmentItemRef',
    ].includes(name),
});

describe('GET /api/assessments/:id/export/gift', () => {
  it('writes GIFT that gift-pegjs reads back with the same questions and answers', async () => {
    const { cookie, id } = await teacherWithAssessment();
    const res = await call('GET', `/api/assessments/${id}/export/gift`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toContain('.gift.txt');
    const parsed = parseGift(res.body).filter((q) => q.type !== 'Description');
    expect(parsed.map((q) => q.type)).toEqual(['MC', 'TF', 'TF', 'Short', 'Essay']);
    const [mc, tf1, tf2, short, essay] = parsed as never as [
      {
        stem: { text: string; format: string };
        choices: {
          isCorrect: boolean;
          text: { text: string };
          feedback: { text: string } | null;
        }[];
      },
      {
        isTrue: boolean;
        stem: { text: string };
        trueFeedback: { text: string } | null;
        falseFeedback: { text: string } | null;
      },
      { isTrue: boolean; trueFeedback: unknown; falseFeedback: unknown },
      {
        choices: {
          isCorrect: boolean;
          text: { text: string };
          feedback: { text: string } | null;
        }[];
        globalFeedback: { text: string } | null;
      },
      { stem: { text: string } },
    ];
    // GIFT's own "\n" escape is a line break for Moodle; the parser keeps it as written.
    expect(mc.stem.text.replace(/\\n/g, '\n')).toBe(TRICKY);
    expect(mc.stem.format).toBe('plain');
    expect(mc.choices.map((c) => c.text.text)).toEqual(QUESTIONS[0]!.choices);
    expect(mc.choices.map((c) => c.isCorrect)).toEqual([false, false, true, false]);
    expect(mc.choices[2]!.feedback?.text).toBe('Because a:b = {ratio}');
    expect(tf1.stem.text).toBe(QUESTIONS[1]!.prompt);
    expect([tf1.isTrue, tf2.isTrue]).toEqual([true, false]);
    // The explanation is shown whichever way the student answered.
    expect([tf1.trueFeedback?.text, tf1.falseFeedback?.text]).toEqual([
      'At 1 atm: {100} °C',
      'At 1 atm: {100} °C',
    ]);
    expect([tf2.trueFeedback, tf2.falseFeedback]).toEqual([null, null]);
    expect(short.choices).toEqual([
      {
        isCorrect: true,
        weight: null,
        text: expect.objectContaining({ text: 'photosynthesis' }),
        feedback: null,
      },
    ]);
    // General feedback: outside the part Moodle reads to tell a short answer from a matching one.
    expect(short.globalFeedback?.text).toBe('Photo = light; synthesis = making');
    expect(essay.stem.text).toBe('Explain why the sky is blue.');
    expect(res.body).toContain('// points: 3');
  });
});

describe('GIFT answers that look like GIFT syntax', () => {
  it('reads back a leading %n% or [format] as the answer’s text, not a weight or a format', async () => {
    const teacher = await signUp(ctx().app);
    const made = await call('POST', '/api/assessments', teacher.cookie, {
      title: 'Percentages',
      subject: 'Mathematics',
      grade: '6',
      questions: [
        {
          id: 'q1',
          type: 'multiple_choice',
          prompt: 'Which is the best deal?',
          choices: ['%50% off', '%abc% off', '[html] <b>free</b>', 'none'],
          answer: '%50% off',
          points: 1,
          explanation: '[markdown] half price',
        },
        { id: 'q2', type: 'short_answer', prompt: 'A tip?', answer: '%10% tip', points: 1 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await call('GET', `/api/assessments/${made.json().id}/export/gift`, teacher.cookie);
    const [mc, short] = parseGift(res.body).filter((q) => q.type !== 'Description') as never as {
      choices: {
        isCorrect: boolean;
        weight: number | null;
        text: { text: string };
        feedback: { text: string } | null;
      }[];
    }[];
    expect(mc!.choices.map((c) => [c.text.text, c.weight, c.isCorrect])).toEqual([
      ['%50% off', null, true],
      ['%abc% off', null, false],
      ['[html] <b>free</b>', null, false],
      ['none', null, false],
    ]);
    expect(mc!.choices[0]!.feedback?.text).toBe('[markdown] half price');
    expect(short!.choices.map((c) => [c.text.text, c.weight])).toEqual([['%10% tip', null]]);
  });
});

describe('GET /api/assessments/:id/export/moodle-xml', () => {
  it('writes one <question> per item with its points, answers and feedback', async () => {
    const { cookie, id } = await teacherWithAssessment();
    const res = await call('GET', `/api/assessments/${id}/export/moodle-xml`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml');
    const doc = xml.parse(res.body) as { quiz: { question: unknown[] } };
    const [category, ...items] = doc.quiz.question as {
      '@type': string;
      questiontext: { text: string };
      defaultgrade: string;
      generalfeedback: { text: string };
      answer?: { '@fraction': string; text: string }[];
      category?: { text: string };
    }[];
    expect(category!['@type']).toBe('category');
    expect(category!.category!.text).toBe('$course$/top/Ratios: {unit} 1-2');
    expect(items.map((q) => q['@type'])).toEqual([
      'multichoice',
      'truefalse',
      'truefalse',
      'shortanswer',
      'essay',
    ]);
    expect(items.map((q) => Number(q.defaultgrade))).toEqual([3, 1, 2, 5, 4]);
    expect(items[0]!.questiontext.text).toBe(TRICKY);
    expect(items[0]!.generalfeedback.text).toBe('Because a:b = {ratio}');
    const right = (q: (typeof items)[number]) =>
      (q.answer ?? []).filter((a) => a['@fraction'] === '100').map((a) => a.text);
    expect(items[0]!.answer!.map((a) => a.text)).toEqual(QUESTIONS[0]!.choices);
    expect(items.map(right)).toEqual([['a:b'], ['true'], ['false'], ['photosynthesis'], []]);
    expect(items.map((q) => q.generalfeedback.text)).toEqual([
      'Because a:b = {ratio}',
      'At 1 atm: {100} °C',
      '',
      'Photo = light; synthesis = making',
      '',
    ]);
    expect(items[4]!.questiontext.text).toBe('Explain why the sky is blue.');
  });
});

type QtiItem = {
  assessmentItem: {
    '@identifier': string;
    responseDeclaration: {
      '@baseType': string;
      correctResponse?: { value: string };
      mapping?: { mapEntry: { '@mapKey': string; '@mappedValue': string } };
    };
    outcomeDeclaration: { '@identifier': string; defaultValue: { value: string } }[];
    itemBody: {
      choiceInteraction?: {
        prompt: string;
        simpleChoice: { '@identifier': string; '#text': string }[];
      };
      extendedTextInteraction?: { prompt: string };
      p?: unknown;
    };
  };
};

/** Unzips a QTI package, checks every manifest reference resolves, and answers the items in order. */
function readQti(zip: Uint8Array) {
  const files = unzipSync(zip);
  const manifest = xml.parse(strFromU8(files['imsmanifest.xml']!)) as {
    manifest: {
      resources: {
        resource: {
          '@type': string;
          '@href': string;
          file: { '@href': string }[];
          dependency?: { '@identifierref': string }[];
          '@identifier': string;
        }[];
      };
    };
  };
  const resources = manifest.manifest.resources.resource;
  const ids = new Set(resources.map((r) => r['@identifier']));
  for (const r of resources) {
    expect(files[r['@href']], r['@href']).toBeDefined();
    for (const f of r.file) expect(files[f['@href']], f['@href']).toBeDefined();
    for (const d of r.dependency ?? []) expect(ids.has(d['@identifierref'])).toBe(true);
  }
  const test = resources.find((r) => r['@type'] === 'imsqti_test_xmlv2p1')!;
  const section = (
    xml.parse(strFromU8(files[test['@href']]!)) as {
      assessmentTest: {
        testPart: {
          assessmentSection: {
            '@visible': string;
            assessmentItemRef: { '@href': string; weight: { '@value': string } }[];
          };
        };
      };
    }
  ).assessmentTest.testPart.assessmentSection;
  // Hidden, so no importer shows its title as a question of its own (Canvas did).
  expect(section['@visible']).toBe('false');
  const refs = section.assessmentItemRef;
  const items = resources.filter((r) => r['@type'] === 'imsqti_item_xmlv2p1');
  expect(refs.map((r) => r['@href'])).toEqual(items.map((r) => r['@href']));
  // Each question's points as its reference's weight, which Canvas reads as its points.
  const parsed = items.map((r) => {
    // A line break in a prompt is XHTML's <br/>; read as the line break it stands for.
    const text = strFromU8(files[r['@href']]!).replaceAll('<br/>', '\n');
    return xml.parse(text) as QtiItem;
  });
  expect(refs.map((r) => r.weight['@value'])).toEqual(
    parsed.map(
      (i) =>
        i.assessmentItem.outcomeDeclaration.find((o) => o['@identifier'] === 'MAXSCORE')!
          .defaultValue.value,
    ),
  );
  return parsed;
}

describe('GET /api/assessments/:id/export/qti', () => {
  it('packs one QTI 2.1 assessmentItem per question, every manifest reference resolving', async () => {
    const { cookie, id } = await teacherWithAssessment();
    const res = await call('GET', `/api/assessments/${id}/export/qti`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const items = readQti(res.rawPayload);
    expect(items).toHaveLength(5);
    const points = items.map((i) =>
      Number(
        i.assessmentItem.outcomeDeclaration.find((o) => o['@identifier'] === 'MAXSCORE')!
          .defaultValue.value,
      ),
    );
    expect(points).toEqual([3, 1, 2, 5, 4]);
    const mc = items[0]!.assessmentItem;
    expect(mc.itemBody.choiceInteraction!.prompt).toBe(TRICKY);
    const choices = mc.itemBody.choiceInteraction!.simpleChoice;
    expect(choices.map((c) => c['#text'])).toEqual(QUESTIONS[0]!.choices);
    const right = choices.find(
      (c) => c['@identifier'] === mc.responseDeclaration.correctResponse!.value,
    );
    expect(right!['#text']).toBe('a:b');
    expect(mc.responseDeclaration.mapping!.mapEntry['@mappedValue']).toBe('3');
    expect(items[1]!.assessmentItem.responseDeclaration.correctResponse!.value).toBe('true');
    expect(items[2]!.assessmentItem.responseDeclaration.correctResponse!.value).toBe('false');
    expect(items[3]!.assessmentItem.responseDeclaration.correctResponse!.value).toBe(
      'photosynthesis',
    );
    // The essay: an open text with no right answer to score against.
    const essay = items[4]!.assessmentItem;
    expect(essay.itemBody.extendedTextInteraction!.prompt).toBe('Explain why the sky is blue.');
    expect(essay.responseDeclaration['@baseType']).toBe('string');
    expect(essay.responseDeclaration.correctResponse).toBeUndefined();
  });
});

describe('GET /api/quizzes/:id/export/:format', () => {
  it('exports a quiz in every format with its questions, right answers and one point each', async () => {
    const { cookie, id, questions } = await teacherWithQuiz();
    const gift = await call('GET', `/api/quizzes/${id}/export/gift`, cookie);
    expect(gift.statusCode, gift.body).toBe(200);
    const parsed = parseGift(gift.body) as never as {
      choices: { isCorrect: boolean; text: { text: string } }[];
    }[];
    expect(parsed.map((q) => q.choices.map((c) => c.text.text))).toEqual(
      questions.map((q) => q.choices),
    );
    expect(parsed.map((q) => q.choices.findIndex((c) => c.isCorrect))).toEqual(
      questions.map((q) => q.answerIndex),
    );

    const moodle = await call('GET', `/api/quizzes/${id}/export/moodle-xml`, cookie);
    const items = (
      xml.parse(moodle.body) as {
        quiz: {
          question: {
            '@type': string;
            defaultgrade?: string;
            answer: { '@fraction': string; text: string }[];
          }[];
        };
      }
    ).quiz.question.slice(1);
    expect(items.map((q) => [q['@type'], q.defaultgrade])).toEqual([
      ['multichoice', '1'],
      ['multichoice', '1'],
    ]);
    expect(items.map((q) => q.answer.map((a) => a.text))).toEqual(questions.map((q) => q.choices));
    expect(items.map((q) => q.answer.findIndex((a) => a['@fraction'] === '100'))).toEqual(
      questions.map((q) => q.answerIndex),
    );

    const qti = await call('GET', `/api/quizzes/${id}/export/qti`, cookie);
    const qtiItems = readQti(qti.rawPayload);
    expect(qtiItems.map((i) => i.assessmentItem.itemBody.choiceInteraction!.prompt)).toEqual(
      questions.map((q) => q.question),
    );
    const rightQti = qtiItems.map(({ assessmentItem: item }) =>
      item.itemBody.choiceInteraction!.simpleChoice.findIndex(
        (c) => c['@identifier'] === item.responseDeclaration.correctResponse!.value,
      ),
    );
    expect(rightQti).toEqual(questions.map((q) => q.answerIndex));
  });
});

describe('question exports: a stored choice question whose answer is not a choice', () => {
  it('is exported as a short-answer item with its choices in the text and the answer as given', async () => {
    const { cookie, id } = await teacherWithAssessment();
    // Saved before the editor checked it (the API refuses it today): the answer is no choice.
    await ctx().db.db.execute(sql`
      update assessments set questions = jsonb_set(questions, '{0,answer}', '"a to b"')
      where id = ${id}`);

    const gift = await call('GET', `/api/assessments/${id}/export/gift`, cookie);
    const parsed = parseGift(gift.body).filter((q) => q.type !== 'Description') as never as {
      type: string;
      stem: { text: string };
      choices: { isCorrect: boolean; text: { text: string } }[];
    }[];
    expect(parsed).toHaveLength(5);
    expect(parsed[0]!.type).toBe('Short');
    const stem = parsed[0]!.stem.text.replace(/\\n/g, '\n');
    expect(stem).toBe(`${TRICKY}\n\nChoices:\n- x = 1\n- {y}\n- a:b\n- ~z#`);
    expect(parsed[0]!.choices).toMatchObject([{ isCorrect: true, text: { text: 'a to b' } }]);

    const moodle = await call('GET', `/api/assessments/${id}/export/moodle-xml`, cookie);
    const first = (
      xml.parse(moodle.body) as {
        quiz: { question: { '@type': string; defaultgrade: string; answer: { text: string }[] }[] };
      }
    ).quiz.question[1]!;
    expect([first['@type'], first.defaultgrade, first.answer.map((a) => a.text)]).toEqual([
      'shortanswer',
      '3',
      ['a to b'],
    ]);

    const qti = await call('GET', `/api/assessments/${id}/export/qti`, cookie);
    const items = readQti(qti.rawPayload);
    expect(items).toHaveLength(5);
    expect(items[0]!.assessmentItem.responseDeclaration.correctResponse!.value).toBe('a to b');
  });
});

describe('question exports: refusals', () => {
  it('answers 404 for another teacher’s assessment or quiz, in every format', async () => {
    const { id: assessmentId } = await teacherWithAssessment();
    const { id: quizId } = await teacherWithQuiz();
    const other = await signUp(ctx().app);
    for (const format of ['gift', 'moodle-xml', 'qti']) {
      const a = await call(
        'GET',
        `/api/assessments/${assessmentId}/export/${format}`,
        other.cookie,
      );
      expect(a.statusCode).toBe(404);
      expect(a.json().code).toBe('assessments.not_found');
      const q = await call('GET', `/api/quizzes/${quizId}/export/${format}`, other.cookie);
      expect(q.statusCode).toBe(404);
      expect(q.json().code).toBe('quizzes.not_found');
    }
  });

  it('answers 401 signed out, 400 for an unknown format or a bad id', async () => {
    const { cookie, id } = await teacherWithAssessment();
    const out = await call('GET', `/api/assessments/${id}/export/gift`);
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual(UNAUTHORIZED_BODY);
    const bad = await call('GET', `/api/assessments/${id}/export/qti12`, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Format must be gift, moodle-xml or qti');
    expect((await call('GET', '/api/quizzes/abc/export/gift', cookie)).statusCode).toBe(400);
  });

  it('answers 400 for an assessment without questions', async () => {
    const teacher = await signUp(ctx().app);
    const made = await call('POST', '/api/assessments', teacher.cookie, {
      title: 'Empty',
      subject: 'Science',
      grade: '5',
    });
    const res = await call(
      'GET',
      `/api/assessments/${made.json().id}/export/moodle-xml`,
      teacher.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('interop.no_questions');
  });
});
