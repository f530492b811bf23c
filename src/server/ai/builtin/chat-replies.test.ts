import { describe, expect, it } from 'vitest';
import { CHAT_TEMPLATES } from '../../../contracts/chat.contract';
import { builtinReply, honestReply } from './chat-replies';
import { conversationRequest, readRequest } from './chat-request';

const reply = (...asked: string[]) =>
  builtinReply(asked.map((content) => ({ role: 'user' as const, content })));
const template = (id: string) => CHAT_TEMPLATES.find((t) => t.id === id)!.prompt;

describe('reading a request', () => {
  it.each([
    [
      'Plan a 30 minute lesson for 3rd grade math on fractions',
      { intent: 'lesson', grade: '3', subject: 'Mathematics', topic: 'fractions', minutes: 30 },
    ],
    [
      'Make a 12-question test about the French Revolution for Year 9',
      {
        intent: 'assessment',
        grade: '9',
        subject: 'History',
        questionCount: 12,
        assessmentType: 'test',
      },
    ],
    [
      'kindergarten class that will not settle',
      { intent: 'behavior', grade: 'K', situation: 'will not settle' },
    ],
    [
      'Email to a guardian about reading progress',
      { intent: 'parent', subject: 'English', topic: 'reading progress' },
    ],
  ])('%s', (text, expected) => {
    expect(readRequest(text)).toMatchObject(expected);
  });

  it.each([
    ['Help me teach fractions to grade 4', 'fractions'],
    ['How should I introduce photosynthesis to grade 5?', 'photosynthesis'],
    ['Can you help me with long division for my grade 4 class?', 'long division'],
    ['I want to teach my class the water cycle next week', 'the water cycle'],
    ['Plan a lesson on ecosystems', 'ecosystems'],
    ['Ideas for a lesson for equivalent fractions', 'equivalent fractions'],
    ['Help me teach a lesson for grade 3', undefined],
  ])('finds the topic in "%s"', (text, topic) => {
    expect(readRequest(text).topic).toBe(topic);
  });

  it('keeps the earlier subject when a follow-up only hints at another one', () => {
    const turns = (...asked: string[]) =>
      asked.map((content) => ({ role: 'user' as const, content }));
    expect(
      conversationRequest(
        turns('Make a quiz on the water cycle for grade 5 science', 'Now one on volcanoes'),
      ),
    ).toMatchObject({ intent: 'assessment', grade: '5', subject: 'Science', topic: 'volcanoes' });
    // Named outright, the new subject wins.
    expect(
      conversationRequest(
        turns(
          'Make a quiz on the water cycle for grade 5 science',
          'Now one on rivers for geography',
        ),
      ),
    ).toMatchObject({ subject: 'Geography', topic: 'rivers' });
  });

  it('keeps the earlier details in a follow-up and lets the new ones win', () => {
    const r = conversationRequest([
      { role: 'user', content: 'Lesson plan for Grade 5 Science on volcanoes' },
      { role: 'assistant', content: '...' },
      { role: 'user', content: 'Now make it for grade 2' },
    ]);
    expect(r).toMatchObject({
      intent: 'lesson',
      grade: '2',
      subject: 'Science',
      topic: 'volcanoes',
    });
  });
});

describe('the six templates, answered offline from what the teacher typed', () => {
  it('lesson plan: timed phases adding up to the minutes asked for, on the topic', () => {
    const text = reply(template('lesson-plan'));
    expect(text).toContain('45-minute lesson plan for **Grade 5 Science: the water cycle**');
    expect(text).toContain('## Lesson Sequence (45 minutes)');
    const minutes = [...text.matchAll(/^\| [^|*]+ \| (\d+) \|$/gm)].map((m) => Number(m[1]));
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(45);
    expect(text).toMatch(/\| Phase \| Minutes \|\n\|---\|---\|\n\| /);
  });

  it('assessment: the number of questions asked for, on the topic, with a key', () => {
    const text = reply(template('assessment'));
    expect(text).toContain('10-question quiz draft for **Grade 8 Mathematics: linear equations**');
    // Concept questions from the bundled bank's "equations" topic first, then computed ones.
    expect(text).toContain('What is the solution of 3x + 5 = 20?');
    expect(text.match(/Solve for x/g)?.length).toBe(5);
    expect(text).toContain('## Answer Key');
  });

  it('student support: strategies for the difficulty described', () => {
    const text = reply(template('student-support'));
    expect(text).toContain('Supporting a Grade 4 student with reading comprehension');
    expect(text).toContain('Pre-teach five key words');
    expect(text).toContain('Chunk independent work'); // "loses focus"
  });

  it('differentiation: a table for the four learning styles, on the topic', () => {
    const text = reply(template('differentiation'));
    expect(text).toContain('Differentiation ideas: Grade 6 Science, ecosystems');
    for (const style of ['Visual', 'Auditory', 'Kinesthetic', 'Reading/writing'])
      expect(text).toMatch(new RegExp(`^\\| \\*\\*${style}\\*\\* \\| .*ecosystems`, 'm'));
  });

  it('behaviour: strategies for the situation described', () => {
    const text = reply(template('behavior'));
    expect(text).toContain(
      'a Grade 7 class that talks over instructions and takes a long time to settle after lunch',
    );
    expect(text).toContain('### Talking over instructions');
    expect(text).toContain('### Settling after breaks');
  });

  it('parent letter: about the concern, with the meeting asked for', () => {
    const text = reply(template('parent-communication'));
    expect(text).toContain(
      "**Subject:** A quick note about your child's missing homework in Mathematics",
    );
    expect(text).toContain('Dear [Add: parent or guardian name],');
    expect(text).toContain('Would you be available for a short meeting');
    expect(
      reply('Write a note to a parent to praise how well Sam did in the science fair'),
    ).toContain('Great news');
  });

  it('says honestly what it cannot do without a model', () => {
    expect(reply('Tell me a joke')).toBe(honestReply({}));
    expect(reply('What is the capital of Peru?')).toBe(honestReply({ topic: 'Peru' }));
  });
});
