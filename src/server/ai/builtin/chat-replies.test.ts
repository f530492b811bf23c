import { describe, expect, it } from 'vitest';
import { CHAT_TEMPLATES } from '../../../contracts/chat.contract';
import { offlineAnswer } from './offline-answer';
import { understand } from './understand';
import { aOrAn } from './chat-replies';

const answer = (...asked: string[]) =>
  offlineAnswer(asked.map((content) => ({ role: 'user' as const, content })));
const reply = (...asked: string[]) => answer(...asked).text;
const template = (id: string) => CHAT_TEMPLATES.find((t) => t.id === id)!.prompt;

describe('understanding a request', () => {
  it.each([
    [
      '5 question quiz on volcanoes for gr 7',
      { kind: 'quiz', grade: '7', count: 5, topic: 'volcanoes' },
    ],
    ['lesson for grade three on plants', { kind: 'lesson', grade: '3', topic: 'plants' }],
    [
      'I need a lesson on fractions for my 4th graders',
      { kind: 'lesson', grade: '4', topic: 'fractions' },
    ],
    ['Make a lesson plan for seventh grade on ratios', { kind: 'lesson', grade: '7' }],
    [
      'lesson plan for kindergarten on the weather',
      { kind: 'lesson', grade: 'K', topic: 'weather' },
    ],
    ['Plan a 60 min lesson for 8th grade', { kind: 'lesson', grade: '8', minutes: 60 }],
    [
      'a 10-question test on cells, Grade 9 Science',
      { kind: 'quiz', count: 10, subject: 'Science' },
    ],
  ])('%s', (text, expected) => {
    expect(understand(text)).toMatchObject(expected);
  });

  it('keeps "Year 7" as written rather than guessing which country\'s grade it is', () => {
    const u = understand('Create a year 7 lesson on volcanoes');
    expect(u.grade).toBeUndefined();
    expect(u.yearLevel).toBe('year 7');
  });

  it('keeps names with accents, apostrophes and hyphens, dates and events as written', () => {
    expect(understand("letter to José's parents about his absence on 12 March")).toMatchObject({
      kind: 'parent-letter',
      names: ['José'],
      dates: ['12 March'],
    });
    expect(understand('Letter home: Ana-María won the spelling bee!').names).toEqual(['Ana-María']);
    expect(
      understand('Can you write an email to parents about our class trip to the aquarium on May 3'),
    ).toMatchObject({
      events: ['our class trip to the aquarium'],
      dates: ['May 3'],
      unaccounted: [],
    });
  });

  it('leaves every word it could not account for in the list, never dropped', () => {
    expect(
      understand('lesson plan for grade 5 on fractions using a Minecraft theme').unaccounted,
    ).toEqual(['fractions', 'Minecraft', 'theme']);
  });
});

describe('the six quick starts, answered offline exactly as asked', () => {
  it('lesson plan: timed phases adding up to the minutes asked for, on the topic', () => {
    const text = reply(template('lesson-plan'));
    expect(text).toContain('45-minute lesson plan for **Grade 5 Science: water cycle**');
    const minutes = [...text.matchAll(/^\| [^|*]+ \| (\d+) \|$/gm)].map((m) => Number(m[1]));
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(45);
  });

  it('assessment: the number of questions asked for, on the topic, with a key', () => {
    const text = reply(template('assessment'));
    expect(text).toContain('10-question quiz draft for **Grade 8 Mathematics: linear equations**');
    expect(text).toContain('## Answer Key');
  });

  it('student support: strategies for the difficulty described', () => {
    const text = reply(template('student-support'));
    expect(text).toContain('Pre-teach five key words');
    expect(text).toContain('Chunk independent work');
  });

  it('differentiation: a table for the four learning styles, on the topic', () => {
    const text = reply(template('differentiation'));
    expect(text).toContain('Differentiation ideas: Grade 6 Science, ecosystems');
  });

  it("behaviour: strategies for the situation described, in the teacher's words", () => {
    const text = reply(template('behavior'));
    expect(text).toContain(
      'a Grade 7 class that talks over instructions and takes a long time to settle after lunch',
    );
    expect(text).toContain('### Settling after breaks');
    expect(reply('behaviour plan for a student who keeps calling out')).toContain(
      '## Behaviour strategies for a student who keeps calling out',
    );
  });

  it('parent letter: the class, the concern and the meeting asked for', () => {
    const text = reply(template('parent-communication'));
    expect(text).toContain("your child's missing homework in Grade 5 Mathematics");
    expect(text).toContain('Would you be available for a short meeting');
  });
});

describe('the honest reply', () => {
  it('says what it understood and why not, and links the form with those details', () => {
    const r = answer('Create a year 7 lesson on volcanoes');
    expect(r.outcome).toBe('honest');
    expect(r.text).toContain('"year 7" is Grade 6 in England and Wales but Grade 7 in Australia');
    expect(r.text).toContain(
      '[Open the lesson plan form](/lessons?create=ai&subject=Geography&topic=volcanoes)',
    );
    expect(r.text).toContain('[Download a local model (Admin → AI)](/admin?tab=ai)');
  });

  it('refuses a count it cannot fill rather than writing fewer questions', () => {
    const r = answer('a 40 question test on volcanoes for grade 7');
    expect(r.outcome).toBe('honest');
    expect(r.text).toContain(
      '/assessments?create=ai&subject=Geography&grade=7&topic=volcanoes&questionCount=40',
    );
  });

  it('never writes a letter that drops what the teacher said', () => {
    const r = answer(
      'email to parents asking for donations of egg boxes for our craft on 3 November',
    );
    expect(r.outcome).toBe('honest');
    expect(r.text).toContain('"donations"');
  });

  it('answers a follow-up that names only a new grade or topic with the earlier kind', () => {
    const r = offlineAnswer([
      { role: 'user', content: 'Lesson plan for Grade 5 Science on the water cycle' },
      { role: 'assistant', content: '...' },
      { role: 'user', content: 'Now for grade 3' },
    ]);
    expect(r).toMatchObject({ outcome: 'answer', kind: 'lesson', fields: { grade: '3' } });
  });

  it('greets back instead of refusing', () => {
    expect(answer('hi').outcome).toBe('answer');
    expect(answer('Tell me a joke').outcome).toBe('honest');
  });
});

describe('a or an before a number (issue 32 item 18)', () => {
  it.each([
    [8, 'an'],
    [11, 'an'],
    [18, 'an'],
    [80, 'an'],
    [85, 'an'],
    [800, 'an'],
    [1100, 'an'],
    [1, 'a'],
    [10, 'a'],
    [45, 'a'],
    [110, 'a'],
    [180, 'a'],
  ])('%i takes "%s"', (n, article) => {
    expect(aOrAn(n)).toBe(article);
  });
});
