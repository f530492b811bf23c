import { describe, expect, it } from 'vitest';
import { lessonPhases } from './lesson-phases';

const lesson = (generatedContent: string) => ({
  title: 'Ratios',
  subject: 'Mathematics',
  grade: '7',
  topic: null,
  duration: 45,
  objectives: [],
  materials: [],
  status: 'published' as const,
  aiGenerated: false,
  content: { generatedContent },
});

describe('the presenter view’s phases', () => {
  it('takes the timed phases in order, with their minutes and activities, then the homework', () => {
    const { overview, phases } = lessonPhases(
      lesson(
        [
          'Students compare quantities.',
          '## Lesson Sequence (45 minutes)',
          '| Phase | Minutes |',
          '|---|---|',
          '| Warm-up | 5 |',
          '### Warm-up (5 min)',
          '- Two bags of apples',
          '### Guided practice (30 minutes)',
          '- Tape diagrams',
          '#### Support',
          '- Sentence frames',
          '## Differentiation',
          '- Visual learners: diagrams',
          '## Homework',
          'Page 12.',
        ].join('\n'),
      ) as never,
    );
    expect(overview).toBe('Students compare quantities.');
    expect(phases).toEqual([
      { title: 'Warm-up', minutes: 5, body: '- Two bags of apples', notes: [] },
      {
        title: 'Guided practice',
        minutes: 30,
        body: '- Tape diagrams\n#### Support\n- Sentence frames',
        notes: [],
      },
      { title: 'Homework', minutes: null, body: 'Page 12.', notes: [] },
    ]);
  });

  it('uses the top sections, untimed, when no phase has minutes; a fenced heading is code', () => {
    const { phases } = lessonPhases(
      lesson('## Launch\nA story.\n```\n## not a heading\n```\n## Practice\nProblems.') as never,
    );
    expect(phases.map((p) => [p.title, p.minutes])).toEqual([
      ['Launch', null],
      ['Practice', null],
    ]);
    expect(phases[0]!.body).toContain('## not a heading');
  });

  it('shows a plan without headings as one phase of the lesson’s length', () => {
    expect(lessonPhases(lesson('Read chapter 3 together.') as never).phases).toEqual([
      { title: 'Ratios', minutes: 45, body: 'Read chapter 3 together.', notes: [] },
    ]);
  });

  it('keeps the answers and notes of each screen apart, for the speaker view', () => {
    const { overview, overviewNotes, phases } = lessonPhases(
      lesson(
        [
          'Ratios compare. Teacher: bring the bags.',
          'Look for students who add instead of multiply.',
          '### Warm-up (5 min)',
          '- 2 apples to 3 pears is what ratio? [Answer: 2:3]',
        ].join('\n'),
      ) as never,
    );
    expect(overview).toBe('Ratios compare. Teacher: bring the bags.');
    expect(overviewNotes).toEqual(['Look for students who add instead of multiply.']);
    expect(phases[0]).toMatchObject({
      body: '- 2 apples to 3 pears is what ratio?',
      notes: ['Answer: 2:3'],
    });
  });
});
