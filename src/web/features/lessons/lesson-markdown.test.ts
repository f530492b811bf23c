// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../lib/markdown';
import { lessonBody, lessonToMarkdown } from './lesson-markdown';

const lesson = {
  title: 'Rivers',
  subject: 'Geography',
  grade: 'K',
  topic: 'Water cycle',
  duration: 45,
  objectives: ['Name a river', 'Trace its path'],
  materials: [],
  content: { generatedContent: '# Rivers\n\n## Warm-up\nLook at a map.' },
};

describe('lessonToMarkdown', () => {
  it('puts the facts and lists first and does not repeat the title', () => {
    expect(lessonToMarkdown(lesson)).toBe(
      '# Rivers\n\nGeography · Kindergarten · 45 minutes · Topic: Water cycle\n\n## Objectives\n\n- Name a river\n- Trace its path\n\n## Warm-up\nLook at a map.\n',
    );
  });

  it('leaves out empty parts', () => {
    const md = lessonToMarkdown({
      ...lesson,
      topic: '',
      objectives: [],
      content: { generatedContent: '  ' },
    });
    expect(md).toBe('# Rivers\n\nGeography · Kindergarten · 45 minutes\n');
  });

  it("includes the owner's description once, after the facts", () => {
    const md = lessonToMarkdown({ ...lesson, description: 'Bring wellies.' });
    expect(md.split('Bring wellies.')).toHaveLength(2);
    expect(md.indexOf('Bring wellies.')).toBeLessThan(md.indexOf('## Objectives'));
  });
});

// An AI lesson saved before the fix: lists in the body, notes echoed, table rows split apart.
const legacy = {
  ...lesson,
  title: 'Water cycle',
  objectives: ['Explain evaporation (edited)'],
  materials: ['Kettle'],
  description: 'Puddle walk',
  content: {
    generatedContent: [
      '**Subject:** Science · **Grade:** 5 · **Duration:** 45 minutes',
      '',
      'Puddle walk',
      '',
      "A 45-minute science lesson for Grade 5 on water. Teacher's notes: Fraction wall warm-up. Students move from a hook through modelling and practice to an exit ticket that shows what they learned.",
      '## Learning Objectives',
      '- Explain evaporation (old)',
      '## Materials',
      '- Old kettle',
      '## Lesson Sequence (45 minutes)',
      '| Phase | Minutes |',
      '',
      '|---|---|',
      '',
      '| Hook | 5 |',
      '',
      '| Practice | 40 |',
      '### Hook (5 min)',
      '- Boil water',
      '```',
      '## Materials',
      '```',
    ].join('\n'),
  },
};

describe('lessonBody: one source of truth per field', () => {
  it('drops the objectives and materials sections the fields replace, keeping the rest', () => {
    const body = lessonBody(legacy);
    expect(body).not.toContain('(old)');
    expect(body).not.toContain('Old kettle');
    expect(body).not.toContain('## Learning Objectives');
    expect(body).toContain('### Hook (5 min)\n- Boil water');
    // A heading inside a code block is text, not a section.
    expect(body).toContain('```\n## Materials\n```');
  });

  it('keeps a body section when the lesson has no field to show instead', () => {
    const body = lessonBody({ ...legacy, materials: [] });
    expect(body).toContain('## Materials\n- Old kettle');
  });

  it('drops the facts line, the echoed description and the old notes echo', () => {
    const body = lessonBody(legacy);
    expect(body).not.toContain('**Subject:**');
    expect(body).not.toContain('Puddle walk');
    expect(body).not.toContain('Fraction wall');
    expect(body).toContain('on water. Students move from a hook');
  });

  it('joins table rows split by blank lines so the table renders as a table', () => {
    const host = document.createElement('div');
    host.innerHTML = renderMarkdown(lessonBody(legacy));
    expect([...host.querySelectorAll('th')].map((c) => c.textContent)).toEqual([
      'Phase',
      'Minutes',
    ]);
    expect([...host.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'Hook',
      '5',
      'Practice',
      '40',
    ]);
    expect(host.textContent).not.toContain('|---|');
  });

  it('exports the edited fields and no stale copies', () => {
    const md = lessonToMarkdown(legacy);
    expect(md).toContain('- Explain evaporation (edited)');
    expect(md).not.toContain('(old)');
    expect(md.match(/Puddle walk/g)).toHaveLength(1);
    expect(md).toContain('| Phase | Minutes |\n|---|---|\n| Hook | 5 |\n| Practice | 40 |');
  });
});
