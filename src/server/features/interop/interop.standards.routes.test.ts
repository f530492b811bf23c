import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { STANDARD_SETS } from '../../../contracts/standards.contract';
import { readMoodleGift, readMoodleXml } from '../../testing/moodle-import';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * The standards an assessment or quiz is tagged with travel in its question exports (issue 34):
 * read back by Moodle's own reading rules (GIFT and XML tags) and, for QTI, from the manifest's
 * LOM classification of each item.
 */
const ctx = useTestApp();
const call = caller(ctx);

const QUESTIONS = [
  { id: 'q1', type: 'true_false', prompt: '2:3 is a ratio.', answer: 'true', points: 1 },
  {
    id: 'q2',
    type: 'multiple_choice',
    prompt: 'Which is a ratio?',
    choices: ['3:4', '3+4'],
    answer: '3:4',
  },
];

async function tagged(standards: string[]) {
  const teacher = await signUp(ctx().app);
  const res = await call('POST', '/api/assessments', teacher.cookie, {
    title: 'Ratios',
    subject: 'Mathematics',
    grade: '6',
    questions: QUESTIONS,
    standards,
  });
  expect(res.statusCode, res.body).toBe(201);
  const saved = res.json() as { id: number; standards: { code: string; description: string }[] };
  return { cookie: teacher.cookie, id: saved.id, standards: saved.standards };
}

const exported = async (cookie: string, path: string) => {
  const res = await call('GET', path, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  isArray: (name) => ['resource', 'taxonPath', 'taxon'].includes(name),
});

type Taxon = { id: string; entry: { string: { '#text': string } } };
type Lom = {
  classification: {
    purpose: { source: string; value: string };
    taxonPath: { source: { string: { '#text': string } }; taxon: Taxon[] }[];
  };
};

/** Each resource's standards in the manifest: [type, [set, [code, description][]][]]. */
function qtiStandards(zip: Uint8Array) {
  const files = unzipSync(zip);
  const manifest = xml.parse(strFromU8(files['imsmanifest.xml']!)) as {
    manifest: { resources: { resource: { '@type': string; metadata?: { lom: Lom } }[] } };
  };
  return manifest.manifest.resources.resource.map((r) => {
    const c = r.metadata?.lom.classification;
    if (c) expect(c.purpose).toEqual({ source: 'LOMv1.0', value: 'educational objective' });
    return [
      r['@type'],
      (c?.taxonPath ?? []).map((p) => [
        p.source.string['#text'],
        p.taxon.map((t) => [t.id, t.entry.string['#text']]),
      ]),
    ];
  });
}

describe('standards in question exports', () => {
  it('Moodle XML and GIFT: every question carries the codes as tags Moodle reads back', async () => {
    const { cookie, id } = await tagged(['6.RP.A.1', 'MS-PS1-1']);
    const moodle = await exported(cookie, `/api/assessments/${id}/export/moodle-xml`);
    expect(readMoodleXml(moodle.body).map((q) => q.tags)).toEqual([
      ['6.RP.A.1', 'MS-PS1-1'],
      ['6.RP.A.1', 'MS-PS1-1'],
    ]);
    const gift = readMoodleGift(
      (await exported(cookie, `/api/assessments/${id}/export/gift`)).body,
    );
    expect(gift.errors).toEqual([]);
    expect(gift.questions.map((q) => [q.qtype, q.tags])).toEqual([
      ['truefalse', ['6.RP.A.1', 'MS-PS1-1']],
      ['multichoice', ['6.RP.A.1', 'MS-PS1-1']],
    ]);
  });

  it('QTI: the test and every item are classified by the standards, grouped by their set', async () => {
    const { cookie, id, standards } = await tagged(['6.RP.A.1', 'MS-PS1-1', '6.RP.A.3']);
    const description = (code: string) => standards.find((s) => s.code === code)!.description;
    const classified = [
      [
        STANDARD_SETS.Mathematics,
        [
          ['6.RP.A.1', description('6.RP.A.1')],
          ['6.RP.A.3', description('6.RP.A.3')],
        ],
      ],
      [STANDARD_SETS.Science, [['MS-PS1-1', description('MS-PS1-1')]]],
    ];
    const qti = await exported(cookie, `/api/assessments/${id}/export/qti`);
    expect(qtiStandards(qti.rawPayload)).toEqual([
      ['imsqti_test_xmlv2p1', classified],
      ['imsqti_item_xmlv2p1', classified],
      ['imsqti_item_xmlv2p1', classified],
    ]);
  });

  it('a quiz’s standards go out the same way', async () => {
    const teacher = await signUp(ctx().app);
    const made = await call('POST', '/api/quizzes/generate', teacher.cookie, {
      subject: 'Mathematics',
      gradeLevel: '6',
    });
    expect(made.statusCode, made.body).toBe(201);
    const quizId = made.json().quiz.id as number;
    const patched = await call('PATCH', `/api/quizzes/${quizId}`, teacher.cookie, {
      standards: ['6.RP.A.2'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const moodle = await exported(teacher.cookie, `/api/quizzes/${quizId}/export/moodle-xml`);
    const tags = readMoodleXml(moodle.body).map((q) => q.tags);
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags.map((t) => t.join()))).toEqual(new Set(['6.RP.A.2']));
    const qti = await exported(teacher.cookie, `/api/quizzes/${quizId}/export/qti`);
    expect(qtiStandards(qti.rawPayload)[1]![1]).toMatchObject([
      [STANDARD_SETS.Mathematics, [['6.RP.A.2', expect.any(String)]]],
    ]);
  });

  it('an untagged assessment has no tags and no classification', async () => {
    const { cookie, id } = await tagged([]);
    const moodle = await exported(cookie, `/api/assessments/${id}/export/moodle-xml`);
    expect(moodle.body).not.toContain('<tags>');
    expect(readMoodleXml(moodle.body).map((q) => q.tags)).toEqual([[], []]);
    const gift = await exported(cookie, `/api/assessments/${id}/export/gift`);
    expect(gift.body).not.toContain('[tag:');
    const qti = await exported(cookie, `/api/assessments/${id}/export/qti`);
    expect(qtiStandards(qti.rawPayload).map(([, sets]) => sets)).toEqual([[], [], []]);
  });
});
