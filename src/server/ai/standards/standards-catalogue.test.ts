import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  codeKey,
  coveringStandard,
  findStandard,
  keepOffered,
  readStandardsFile,
  resolveCodes,
  searchStandards,
  standardCandidates,
  standardsDataUrl,
} from './standards-catalogue';

describe('standards data (issue 34 item 2)', () => {
  it('every file matches its schema, one subject each, codes unique', () => {
    const counts = {
      Mathematics: readStandardsFile('Mathematics').standards.length,
      English: readStandardsFile('English').standards.length,
      Science: readStandardsFile('Science').standards.length,
    };
    expect(counts).toEqual({ Mathematics: 517, English: 967, Science: 208 });
    const codes = catalogue().entries.map((e) => e.standard.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('holds the codes teachers use, with the published text', () => {
    expect(findStandard('4.NF.B.3')).toMatchObject({
      description: 'Understand a fraction a/b with a > 1 as a sum of fractions 1/b.',
      subject: 'Mathematics',
      grades: ['4'],
      domain: 'Number and Operations - Fractions',
    });
    expect(findStandard('CCSS.MATH.CONTENT.4.NF.B.3')?.code).toBe('4.NF.B.3');
    expect(findStandard('ccss.math.content.4.nf.b.3.c')?.code).toBe('4.NF.B.3c');
    expect(findStandard('RL.3.1')).toMatchObject({ subject: 'English', grades: ['3'] });
    expect(findStandard('CCSS.ELA-LITERACY.RL.3.1')?.code).toBe('RL.3.1');
    expect(findStandard('5-PS1-1')).toMatchObject({
      description:
        'Develop a model to describe that matter is made of particles too small to be seen.',
      subject: 'Science',
      grades: ['5'],
    });
    for (const code of ['K.CC.A.1', 'HSA.SSE.A.1', '8.EE.C.8', 'MS-ESS2-4', 'HS-LS1-1', 'W.5.1a'])
      expect(findStandard(code), code).toBeDefined();
    expect(findStandard('4.NF.B.9')).toBeUndefined();
    expect(findStandard('5-PS9-9')).toBeUndefined();
  });

  it('keeps the licence notice beside the data', () => {
    const notice = readFileSync(standardsDataUrl('NOTICE.md'), 'utf8');
    expect(notice).toContain('© Copyright 2010. National Governors Association Center');
    expect(notice).toContain('93a235c0798f2e63239fba608b29f810ce873be1');
    expect(notice).toContain('9d32006fb55017f12b408f69663f19ec7adf8a05');
    expect(notice).toContain('registered trademark');
  });
});

describe('searchStandards', () => {
  const codes = (q: Parameters<typeof searchStandards>[0]) =>
    searchStandards(q).items.map((s) => s.code);

  it('finds by code or the start of one, any case', () => {
    expect(codes({ q: '4.nf.b.3', offset: 0, limit: 3 })).toEqual([
      '4.NF.B.3',
      '4.NF.B.3a',
      '4.NF.B.3b',
    ]);
    expect(codes({ q: 'CCSS.MATH.CONTENT.4.NF.B.3', offset: 0, limit: 1 })).toEqual(['4.NF.B.3']);
    expect(codes({ q: '5-PS1', offset: 0, limit: 10 })).toEqual([
      '5-PS1-1',
      '5-PS1-2',
      '5-PS1-3',
      '5-PS1-4',
    ]);
  });

  it('finds by words within a subject and grade, the last word as typed so far', () => {
    const found = codes({
      subject: 'Mathematics',
      grade: '4',
      q: 'like denominat',
      offset: 0,
      limit: 10,
    });
    expect(found).toContain('4.NF.B.3c');
    expect(found.every((c) => c.startsWith('4.'))).toBe(true);
    expect(codes({ subject: 'History', q: 'war', offset: 0, limit: 5 })).toEqual([]);
  });

  it('pages in a stable order', () => {
    const first = searchStandards({ subject: 'Science', grade: '5', offset: 0, limit: 5 });
    const second = searchStandards({ subject: 'Science', grade: '5', offset: 5, limit: 5 });
    expect(first.more).toBe(true);
    expect(first.items.map((s) => s.code)[0]).toBe('5-PS1-1');
    const all = searchStandards({ subject: 'Science', grade: '5', offset: 0, limit: 100 });
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 10));
    expect(all.more).toBe(false);
  });
});

describe('AI candidates', () => {
  it('offers the grade and subject standards that share the topic words, best first', () => {
    const offered = standardCandidates(
      'Mathematics',
      '4',
      'adding fractions with like denominators',
    );
    expect(offered[0]?.code).toBe('4.NF.B.3');
    expect(offered.length).toBeLessThanOrEqual(12);
    expect(standardCandidates('Mathematics', '4', '')).toEqual([]);
    expect(standardCandidates('History', '4', 'the Romans')).toEqual([]);
  });

  it('the built-in engine tags a topic the data covers, and only that', () => {
    expect(
      coveringStandard('Mathematics', '4', 'Adding fractions with like denominators')?.code,
    ).toBe('4.NF.B.3');
    expect(coveringStandard('Science', '5', 'matter is made of particles')?.code).toBe('5-PS1-1');
    expect(coveringStandard('Mathematics', '4', 'The Roman Empire')).toBeUndefined();
    expect(coveringStandard('History', '4', 'adding fractions')).toBeUndefined();
  });

  it("drops a model's code that is not among the candidates, and keeps the data's words", () => {
    const offered = standardCandidates(
      'Mathematics',
      '4',
      'adding fractions with like denominators',
    );
    const { kept, dropped } = keepOffered(['4.nf.b.3', '4.NF.B.9', 'RL.3.1', '4.NF.B.3'], offered);
    expect(kept).toEqual([
      { code: '4.NF.B.3', description: findStandard('4.NF.B.3')!.description },
    ]);
    expect(dropped).toEqual(['4.NF.B.9', 'RL.3.1']);
  });

  it("resolves a teacher's codes to the data, naming the unknown ones", () => {
    expect(resolveCodes(['rl.3.1', 'XX.1', 'RL.3.1'])).toEqual({
      refs: [{ code: 'RL.3.1', description: findStandard('RL.3.1')!.description }],
      unknown: ['XX.1'],
    });
    expect(codeKey(' ngss.5-ps1-1 ')).toBe('5-PS1-1');
  });
});
