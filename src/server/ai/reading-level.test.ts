import { describe, expect, it } from 'vitest';
import fixtures from './reading-level.fixtures.json';
import { fleschKincaid, proseOf, readingLevelOf, sentencesOf, wordsOf } from './reading-level';

describe('Flesch-Kincaid grade against the reference set', () => {
  it('has at least 20 reference texts across the grades', () => {
    expect(fixtures.texts.length).toBeGreaterThanOrEqual(20);
    const grades = fixtures.texts.map((t) => t.reference.grade);
    expect(Math.min(...grades)).toBeLessThan(1);
    expect(Math.max(...grades)).toBeGreaterThan(14);
  });

  it.each(fixtures.texts)('$name reads within 0.3 of its reference grade', (t) => {
    const measured = fleschKincaid(t.text);
    expect(measured).toBeDefined();
    expect(measured!.words).toBe(t.reference.words);
    expect(measured!.sentences).toBe(t.reference.sentences);
    expect(Math.abs(measured!.grade - t.reference.grade)).toBeLessThanOrEqual(0.3);
  });
});

describe('prose only', () => {
  const worksheet = [
    '# Water cycle: Worksheet (Grade 3)',
    '_Science · Grade 3 · Visual learners · about 30 minutes_',
    '## Instructions',
    'Work through each question. Use colour, diagrams and a graphic organiser.',
    '## Questions',
    '1. What do we call water falling from clouds as rain or snow?',
    '',
    '   - A. Evaporation',
    '   - B. Precipitation',
    '',
    '   ______________________',
    '| Term | Meaning |',
    '| --- | --- |',
    '| evaporation | liquid water turning into water vapour, a gas, as it is warmed |',
    '## Materials',
    '- Task cards',
    '- Chart paper and markers',
    '```',
    'const notProse = "a long string of code that is not read by a student at all";',
    '```',
    '## Answer Key (teacher)',
    '1. B. Precipitation is the answer because the question describes it exactly.',
  ].join('\n');

  it('keeps paragraphs and sentence list items; drops headings, tables, choices, code and answers', () => {
    const prose = proseOf(worksheet);
    expect(prose).toContain('Work through each question.');
    expect(prose).toContain('What do we call water falling from clouds as rain or snow?');
    expect(prose).not.toMatch(
      /Worksheet|Evaporation|Term|Task cards|notProse|Answer|____|\*|_Science/,
    );
  });

  it('keeps links as words and strips emphasis', () => {
    expect(proseOf('Read **the** [water cycle](https://example.org) _notes_ now.')).toBe(
      'Read the water cycle notes now.',
    );
  });

  it('counts abbreviations and lines without full stops sensibly', () => {
    expect(sentencesOf('Dr. Lee met Mrs. Park at 3 p.m. today. They talked.')).toHaveLength(2);
    expect(sentencesOf('A line with no stop\nAnother line.')).toHaveLength(2);
    expect(wordsOf("The plant's well-known leaves")).toEqual([
      'The',
      "plant's",
      'well',
      'known',
      'leaves',
    ]);
  });

  it('gives no level for too little prose, and a level with target and onTarget otherwise', () => {
    expect(readingLevelOf('# Title\n\n- A list', '3')).toBeUndefined();
    const easy = fixtures.texts.find((t) => t.name === 'Magnets, grade 3')!;
    expect(readingLevelOf(easy.text, '3')).toEqual({
      grade: expect.any(Number),
      target: 3,
      onTarget: true,
    });
    expect(readingLevelOf(easy.text, '8')).toMatchObject({ target: 8, onTarget: false });
    expect(readingLevelOf(easy.text, 'K')).toMatchObject({ target: 0 });
  });
});
