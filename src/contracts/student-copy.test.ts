import { describe, expect, it } from 'vitest';
import { forProjection, hasTeacherSections, studentCopy } from './student-copy';

describe('the student copy of generated material', () => {
  it("drops the built-in worksheet's answer key and teacher notes, keeping the questions", () => {
    // The built-in engine's worksheet, as it writes it.
    const content = [
      '# Adding fractions: Worksheet (Grade 4)',
      '_Mathematics · Grade 4 · Visual learners · about 30 minutes_',
      '## Instructions',
      'Work through each question.',
      '## Questions',
      '1. What is 1/4 + 2/4?\n\n   ______________________',
      '## Extension',
      'Draw a labelled diagram of adding fractions.',
      '## Answer Key (teacher)',
      '1. 3/4',
      '## Teacher Notes',
      'You asked for: Include an answer key',
      '### Requirements checklist',
      '- [x] Include an answer key — see the Answer Key (teacher) section.',
    ].join('\n\n');
    expect(hasTeacherSections(content)).toBe(true);
    const copy = studentCopy(content);
    expect(copy).toContain('## Questions');
    expect(copy).toContain('## Extension');
    expect(copy).not.toMatch(/Answer Key|Teacher Notes|Requirements checklist|You asked for/);
    expect(copy).toMatch(/^# Adding fractions: Worksheet.*\n\nName: _+ {3}Date: _+\n/);
    expect(hasTeacherSections(copy)).toBe(false);
  });

  it("recognises a model's headings, to the next heading of the same level", () => {
    const md = [
      '# Leaves',
      '## Answer the questions',
      '1. Why are leaves green?',
      '## Answers',
      '1. Chlorophyll',
      '### Worked steps',
      'Light is absorbed…',
      '## Notes for the teacher',
      'Pairs work best.',
      '## Mark scheme',
      '1 point each',
      '## Solutions',
      'See above',
      '## Reflect',
      'What surprised you?',
    ].join('\n');
    expect(studentCopy(md)).toBe(
      [
        '# Leaves',
        '',
        `Name: ${'_'.repeat(30)}   Date: ${'_'.repeat(15)}`,
        '## Answer the questions',
        '1. Why are leaves green?',
        '## Reflect',
        'What surprised you?',
      ].join('\n'),
    );
  });

  it('leaves material with nothing for the teacher alone, and ignores headings in code', () => {
    const md = '# Story\n\n## Your Turn\n\nWrite.\n\n```\n## Answers\n```';
    expect(hasTeacherSections(md)).toBe(false);
    expect(studentCopy(md)).toContain('```\n## Answers\n```');
  });
});

describe('the lesson as projected to the class', () => {
  // The built-in engine's photosynthesis lesson, as it writes its phases.
  const guided = [
    '- Pairs solve: 1. Which term matches this description: "the green substance in chloroplasts that absorbs light energy"? (A. chloroplast; B. photosynthesis; C. glucose; D. chlorophyll) [Answer: D. chlorophyll] 2. Write the word equation for photosynthesis. [Answer: carbon dioxide + water → (light energy) → glucose + oxygen]',
    '- Listen for the misconception "Plants do not respire; they only photosynthesise." Plants respire all the time, day and night.',
    '- Agree or disagree? Show the statement "Plants get their food from the soil." and let pairs decide. (It is false: Plants make their own food from carbon dioxide and water using light.)',
    '- Look at the diagram of the leaf.',
  ].join('\n');

  it('keeps the questions and their choices, and hands the answers and notes to the teacher', () => {
    const { shown, hidden } = forProjection(guided);
    expect(shown).toBe(
      [
        '- Pairs solve: 1. Which term matches this description: "the green substance in chloroplasts that absorbs light energy"? (A. chloroplast; B. photosynthesis; C. glucose; D. chlorophyll) 2. Write the word equation for photosynthesis.',
        '- Agree or disagree? Show the statement "Plants get their food from the soil." and let pairs decide.',
        '- Look at the diagram of the leaf.',
      ].join('\n'),
    );
    expect(hidden).toEqual([
      'Answer: D. chlorophyll',
      'Answer: carbon dioxide + water → (light energy) → glucose + oxygen',
      'Listen for the misconception "Plants do not respire; they only photosynthesise." Plants respire all the time, day and night.',
      'It is false: Plants make their own food from carbon dioxide and water using light.',
    ]);
  });

  it("drops a teacher's section whole, a note's wrapped lines and an unclosed answer", () => {
    const md = [
      'Solve 3 × 4. (answer: 12',
      '* **Teacher note:** pairs who finish early',
      '  can check each other.',
      '* Show your working.',
      '### Notes for the teacher',
      'Tables up to 10.',
      '#### Answers',
      '12',
      '### Exit ticket',
      'What is 5 × 5?',
      '```',
      'Listen for the bell',
      '```',
    ].join('\n');
    const { shown, hidden } = forProjection(md);
    expect(shown).toBe(
      ['Solve 3 × 4.', '* Show your working.', '### Exit ticket', 'What is 5 × 5?'].join('\n') +
        '\n```\nListen for the bell\n```',
    );
    expect(hidden).toEqual([
      'answer: 12',
      '**Teacher note:** pairs who finish early\ncan check each other.',
      '### Notes for the teacher\nTables up to 10.\n#### Answers\n12',
    ]);
    expect(forProjection('# Title\n\n## Answer the questions').shown).toBe(
      '# Title\n\n## Answer the questions',
    );
  });
});
