import { describe, expect, it } from 'vitest';
import { lessonToMarkdown } from './lesson-markdown';

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
});
