import { describe, expect, it } from 'vitest';
import { hasTeacherSections, studentCopy } from './student-copy';

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
