import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { parse as parseGift } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import { question, type QuestionInput } from '../../../contracts/questions.contract';
import {
  moodleShortAnswerAccepts,
  readMoodleGift,
  readMoodleXml,
} from '../../testing/moodle-import';
import { toGift } from './interop.gift';
import { toMoodleXml } from './interop.moodle-xml';
import { toQtiPackage } from './interop.qti';
import { fromAssessment, fromQuiz } from './interop.questions';

/**
 * Round trips through Moodle's own reading rules (src/server/testing/moodle-import.ts, ported
 * from Moodle's GIFT and XML importers), for what Moodle 4.2 and 5.0 refused or changed.
 */

const assessment = (items: Omit<QuestionInput, 'id'>[], title = 'Unit 3: plants') =>
  fromAssessment({
    id: 3,
    title,
    description: null,
    timeLimit: 45,
    questions: { items: items.map((q, i) => question.parse({ ...q, id: `q${i + 1}` })) },
  });

const MODEL =
  'Any sentence with a clear claim and a reason, e.g. "Plants need light because they make food with it."';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const unzip = (bytes: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([k, v]) => [k, strFromU8(v)]));

describe('GIFT: an arrow is not a matching question', () => {
  it('reads a short answer and explanations holding -> as written, with no import error', () => {
    const set = assessment([
      {
        type: 'short_answer',
        prompt: 'Write the reaction.',
        answer: 'A->B',
        explanation: 'Energy -> heat = waste',
        points: 2,
      },
      {
        type: 'multiple_choice',
        prompt: 'Which arrow?',
        choices: ['x -> y', 'y -> x'],
        answer: 'x -> y',
        explanation: 'left -> right',
      },
      { type: 'true_false', prompt: 'Heat -> work?', answer: 'true', explanation: 'a -> b' },
    ]);
    const { questions, errors } = readMoodleGift(toGift(set));
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.qtype)).toEqual(['shortanswer', 'multichoice', 'truefalse']);
    const [short, mc, tf] = questions;
    expect(short!.answers.map((a) => [a.text, a.fraction])).toEqual([['A->B', 1]]);
    expect(`${short!.answers[0]!.feedback}${short!.generalfeedback}`).toBe(
      'Energy -> heat = waste',
    );
    expect(mc!.answers.map((a) => [a.text, a.fraction])).toEqual([
      ['x -> y', 1],
      ['y -> x', 0],
    ]);
    expect(tf!.correctanswer).toBe(true);
    expect(tf!.feedbacktrue).toBe('a -> b');
  });
});

describe('teacher-graded answers are not answer keys', () => {
  const set = assessment([
    { type: 'short_answer', prompt: 'Why do plants need light?', answer: MODEL, points: 4 },
    { type: 'short_answer', prompt: 'Name the process.', answer: 'photosynthesis', points: 1 },
    { type: 'short_answer', prompt: 'Explain in your own words.', answer: '', points: 3 },
  ]);

  it('GIFT: essays (graded by hand) for a model answer or none; a one-word key stays a key', () => {
    const { questions, errors } = readMoodleGift(toGift(set));
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.qtype)).toEqual(['essay', 'shortanswer', 'essay']);
    // Moodle's GIFT essay has no grader information; the model answer is its general feedback.
    expect(questions[0]!.generalfeedback).toContain(MODEL);
    expect(questions[1]!.answers.map((a) => a.text)).toEqual(['photosynthesis']);
  });

  it('Moodle XML: essays with the model answer as grader information', () => {
    const questions = readMoodleXml(toMoodleXml(set));
    expect(questions.map((q) => q.type)).toEqual(['essay', 'shortanswer', 'essay']);
    expect(questions[0]!.graderinfo).toBe(MODEL);
    expect(questions[0]!.answers).toEqual([]);
    expect(questions[1]!.answers).toEqual([{ fraction: 100, text: 'photosynthesis' }]);
  });

  it('QTI: an extended text with no response key and no automatic scoring', () => {
    const files = unzip(toQtiPackage(set));
    const essay = files['items/item1.xml']!;
    expect(essay).toContain('<extendedTextInteraction');
    expect(essay).not.toMatch(/correctResponse|mapEntry|responseProcessing/);
    const doc = xml.parse(essay);
    // The model answer is for whoever scores it, not for the student.
    expect(doc.assessmentItem.itemBody.rubricBlock['@view']).toBe('scorer');
    expect(JSON.stringify(doc.assessmentItem.itemBody.rubricBlock)).toContain('clear claim');
    expect(files['items/item2.xml']).toContain('<textEntryInteraction');
    expect(files['items/item2.xml']).toContain('photosynthesis');
  });
});

describe("a short answer's * is Moodle's wildcard", () => {
  const set = assessment([
    { type: 'short_answer', prompt: 'Write 2 times 3 with a star.', answer: '2*3' },
    { type: 'short_answer', prompt: 'A backslash and a star?', answer: 'a\\*b' },
  ]);
  const cases = (keys: string[]) => {
    expect(moodleShortAnswerAccepts(keys[0]!, '2*3')).toBe(true);
    expect(moodleShortAnswerAccepts(keys[0]!, '23')).toBe(false);
    expect(moodleShortAnswerAccepts(keys[0]!, '2 times 3')).toBe(false);
    expect(moodleShortAnswerAccepts(keys[1]!, 'a\\*b')).toBe(true);
    expect(moodleShortAnswerAccepts(keys[1]!, 'a\\b')).toBe(false);
  };

  it('GIFT: a * in the key matches only a *', () => {
    const { questions, errors } = readMoodleGift(toGift(set));
    expect(errors).toEqual([]);
    cases(questions.map((q) => q.answers[0]!.text));
  });

  it('Moodle XML: a * in the key matches only a *', () => {
    cases(readMoodleXml(toMoodleXml(set)).map((q) => q.answers[0]!.text));
  });
});

describe('Moodle XML keeps every space', () => {
  it('reads prompts, keys and feedback with quotes, ampersands and ]]> exactly', () => {
    const prompt = 'Which is bigger: "big" "small" or <b>bold</b> & \'quoted\'? a ]]> b';
    const set = assessment([
      {
        type: 'short_answer',
        prompt,
        answer: '"big" "small"',
        explanation: 'Compare "big" & "small" <carefully>',
      },
      {
        type: 'multiple_choice',
        prompt: 'Pick "A" "B"',
        choices: ['"A" "B"', 'x & y'],
        answer: '"A" "B"',
      },
    ]);
    const [short, mc] = readMoodleXml(toMoodleXml(set));
    expect(short!.questiontext).toBe(prompt);
    expect(short!.answers[0]!.text).toBe('"big" "small"');
    expect(short!.generalfeedback).toBe('Compare "big" & "small" <carefully>');
    expect(mc!.answers.map((a) => a.text)).toEqual(['"A" "B"', 'x & y']);
  });
});

describe('questions are named by their text', () => {
  it('GIFT and Moodle XML: the prompt on one line, long ones shortened', () => {
    const long = `${'Photosynthesis turns light into chemical energy '.repeat(4)}: explain.`;
    const set = assessment([
      { type: 'true_false', prompt: 'Is 1:2 = {a}?\nThink first.', answer: 'true' },
      { type: 'true_false', prompt: long, answer: 'false' },
    ]);
    const gift = readMoodleGift(toGift(set)).questions.map((q) => q.name);
    const moodle = readMoodleXml(toMoodleXml(set)).map((q) => q.name);
    for (const names of [gift, moodle]) {
      expect(names[0]).toBe('Is 1:2 = {a}? Think first.');
      // Shortened at a word, within 60 characters.
      expect(names[1]).toBe('Photosynthesis turns light into chemical energy…');
    }
  });
});

describe('QTI carries time limits', () => {
  it("puts an assessment's limit on the test and a quiz question's on its item", () => {
    const test = unzip(
      toQtiPackage(assessment([{ type: 'true_false', prompt: 'A?', answer: 'true' }])),
    );
    expect(xml.parse(test['test.xml']!).assessmentTest.timeLimits['@maxTime']).toBe('2700');
    const quiz = fromQuiz({
      id: 7,
      title: 'Quick',
      description: '',
      questions: [
        { question: 'One?', choices: ['a', 'b'], answerIndex: 0, timeLimit: 20 },
        { question: 'Two?', choices: ['a', 'b'], answerIndex: 1, timeLimit: 45 },
      ],
    });
    const refs = xml.parse(unzip(toQtiPackage(quiz))['test.xml']!).assessmentTest.testPart
      .assessmentSection.assessmentItemRef as { timeLimits: { '@maxTime': string } }[];
    expect(refs.map((r) => r.timeLimits['@maxTime'])).toEqual(['20', '45']);
    // Canvas reads the first timeLimits in the file as the whole quiz's: the sum, in whole minutes.
    const quizTest = xml.parse(unzip(toQtiPackage(quiz))['test.xml']!).assessmentTest;
    expect(quizTest.timeLimits['@maxTime']).toBe('120');
    expect(unzip(toQtiPackage(quiz))['test.xml']!.indexOf('<timeLimits maxTime="120"/>')).toBe(
      unzip(toQtiPackage(quiz))['test.xml']!.indexOf('<timeLimits'),
    );
  });

  it('names the test and its items after what was exported, so two exports never share one', () => {
    const ids = (set: ReturnType<typeof fromQuiz>) => {
      const files = unzip(toQtiPackage(set));
      const test = xml.parse(files['test.xml']!).assessmentTest;
      const refs = [test.testPart.assessmentSection.assessmentItemRef].flat() as {
        '@identifier': string;
      }[];
      const item = xml.parse(files['items/item1.xml']!).assessmentItem['@identifier'] as string;
      return { test: test['@identifier'] as string, refs: refs.map((r) => r['@identifier']), item };
    };
    const one = { question: 'One?', choices: ['a', 'b'], answerIndex: 0 };
    const a = ids(fromQuiz({ id: 12, title: 'A', description: '', questions: [one] }));
    const b = ids(fromQuiz({ id: 13, title: 'B', description: '', questions: [one] }));
    expect(a).toEqual({
      test: 'chalkwise-quiz-12',
      refs: ['chalkwise-quiz-12-item1'],
      item: 'chalkwise-quiz-12-item1',
    });
    expect(b.test).toBe('chalkwise-quiz-13');
    expect(ids(assessment([{ type: 'true_false', prompt: 'A?', answer: 'true' }])).test).toBe(
      'chalkwise-assessment-3',
    );
  });

  it("keeps a prompt's line breaks as XHTML breaks, which a raw line break is not", () => {
    const files = unzip(
      toQtiPackage(
        assessment([
          { type: 'true_false', prompt: 'Read this:\r\nThe sun rises.\nTrue?', answer: 'true' },
        ]),
      ),
    );
    const prompt = /<prompt>([^<]*(?:<br\/>[^<]*)*)<\/prompt>/.exec(files['items/item1.xml']!)![1];
    expect(prompt).toBe('Read this:<br/>The sun rises.<br/>True?');
  });
});

describe('GIFT line breaks (issue 37 item 12)', () => {
  it('writes no raw line break of any kind, so a title or text cannot start a question', () => {
    const breaks = 'one\rtwo\u2028three\u2029four\u0085five\vsix\fseven\r\neight\nnine';
    const set = assessment(
      [
        {
          type: 'multiple_choice',
          prompt: `Prompt ${breaks}`,
          choices: [`choice ${breaks}`, 'other'],
          answer: `choice ${breaks}`,
          explanation: `why ${breaks}`,
        },
        { type: 'true_false', prompt: 'Second?', answer: 'true' },
      ],
      `Title\rQ2 {TRUE}\u2028more`,
    );
    const gift = toGift(set);
    // Every record ends in \n and nothing else breaks a line.
    expect(gift).not.toMatch(/[\r\u2028\u2029\u0085\v\f]/);
    expect(readMoodleGift(gift).questions).toHaveLength(2);
    expect(parseGift(gift).filter((q) => q.type !== 'Description')).toHaveLength(2);
    const [mc] = readMoodleGift(gift).questions;
    expect(mc!.questiontext).toBe('Prompt one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine');
  });
});

describe('quiz question types in exports (issue 35 item 5)', () => {
  it('keeps multiple choice, multi-select, true/false and type answer; the rest are essays with the key written', () => {
    const quiz = fromQuiz({
      id: 7,
      title: 'Types',
      description: '',
      questions: [
        {
          type: 'true_false',
          question: 'Sun is a star',
          choices: ['True', 'False'],
          answerIndex: 0,
        },
        {
          type: 'type_answer',
          question: 'Capital?',
          choices: [],
          answerIndex: -1,
          acceptedAnswers: ['Paris', 'paris'],
        },
        {
          type: 'multi_select',
          question: 'Primes?',
          choices: ['2', '3', '4'],
          answerIndex: -1,
          answerIndexes: [0, 1],
        },
        {
          type: 'slider',
          question: 'Legs?',
          choices: [],
          answerIndex: -1,
          answer: 8,
          tolerance: 1,
        },
        {
          type: 'order',
          question: 'Smallest first',
          choices: [],
          answerIndex: -1,
          items: ['atom', 'cell'],
        },
        { type: 'poll', question: 'Favourite?', choices: ['A', 'B'], answerIndex: -1 },
        { type: 'word_cloud', question: 'One word', choices: [], answerIndex: -1 },
      ],
    });
    expect(quiz.questions.map((q) => [q.kind, q.answer])).toEqual([
      ['true_false', 'true'],
      ['short_answer', 'Paris'],
      ['multiple_response', 'All of: 2; 3'],
      ['essay', '8 (±1)'],
      ['essay', 'In this order: atom; cell'],
      ['essay', ''],
      ['essay', ''],
    ]);
    expect(quiz.questions[2]).toMatchObject({ prompt: 'Primes?', rightChoices: [0, 1] });
  });

  it('a multi-select is a multiple-response question in GIFT, Moodle XML and QTI, each right choice a share', () => {
    const quiz = fromQuiz({
      id: 7,
      title: 'Primes',
      description: '',
      questions: [
        {
          type: 'multi_select',
          question: 'Which are prime?',
          choices: ['2', '3', '4', '9'],
          answerIndex: -1,
          answerIndexes: [0, 1],
          explanation: 'A prime has two factors.',
        },
        {
          type: 'multi_select',
          question: 'Which are even?',
          choices: ['1', '2', '3'],
          answerIndex: -1,
          answerIndexes: [1],
        },
      ],
    });
    // Moodle's GIFT reader: no `=`, so check boxes; each right choice half, each wrong -50%.
    const { questions: gift, errors } = readMoodleGift(toGift(quiz));
    expect(errors).toEqual([]);
    expect(gift.map((q) => [q.qtype, q.single])).toEqual([
      ['multichoice', 0],
      ['multichoice', 0],
    ]);
    expect(gift[0]!.answers.map((a) => [a.text, a.fraction])).toEqual([
      ['2', 0.5],
      ['3', 0.5],
      ['4', -0.5],
      ['9', -0.5],
    ]);
    expect(gift[0]!.generalfeedback).toBe('A prime has two factors.');
    expect(gift[1]!.answers.map((a) => a.fraction)).toEqual([-0.5, 1, -0.5]);
    // Moodle XML: single false, fractions in percent.
    const xmlQs = readMoodleXml(toMoodleXml(quiz));
    expect(xmlQs.map((q) => [q.type, q.single])).toEqual([
      ['multichoice', false],
      ['multichoice', false],
    ]);
    expect(xmlQs[0]!.answers.map((a) => a.fraction)).toEqual([50, 50, -50, -50]);
    // QTI: several right values (Canvas's "multiple answers"), points shared, kept in 0..points.
    const item = xml.parse(unzip(toQtiPackage(quiz))['items/item1.xml']!).assessmentItem;
    const declaration = item.responseDeclaration;
    expect(declaration['@cardinality']).toBe('multiple');
    expect(declaration.correctResponse.value).toEqual(['choice1', 'choice2']);
    expect(declaration.mapping['@lowerBound']).toBe('0');
    expect(declaration.mapping['@upperBound']).toBe('1');
    expect(
      declaration.mapping.mapEntry.map((e: Record<string, string>) => e['@mappedValue']),
    ).toEqual(['0.5', '0.5', '-0.5', '-0.5']);
    expect(item.itemBody.choiceInteraction['@maxChoices']).toBe('0');
  });
});
