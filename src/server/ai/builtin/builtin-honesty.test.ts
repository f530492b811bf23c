import { describe, expect, it } from 'vitest';
import {
  generateAssessmentBody,
  generateContentBody,
  generateLessonBody,
} from '../../../contracts/ai.contract';
import { createBuiltinEngine } from './builtin-engine';
import { builtinReply, REPEAT_NOTE } from './chat-replies';
import { topicNotes } from './knowledge/index';

/** Issue 24, item 3: the built-in engine keeps the topic, uses what it has, and never fakes it. */
const engine = createBuiltinEngine({ chatPaceMs: 0 });
const lesson = (over: Record<string, unknown>) =>
  engine.generateLesson(
    generateLessonBody.parse({ subject: 'Mathematics', grade: '7', topic: 'Ratios', ...over }),
  );
const assess = (over: Record<string, unknown>) =>
  engine.generateAssessment(
    generateAssessmentBody.parse({ subject: 'Science', grade: '5', topic: 'Plants', ...over }),
  );
const reply = (...turns: string[]) =>
  builtinReply(
    turns.map((content, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content,
    })),
  );
/** The sentences the old templates built around a topic's name. */
const BROKEN = [
  /Students will be able to \w+ (write|find|use|describe|explain) /,
  /to a new problem or situation/,
  /Why does .+ happen or matter\?/,
  /Give a real-world example of/,
  /how \w+s works/,
];

describe('lesson plans', () => {
  const UNIT = [
    'Ratios',
    'Unit rates',
    'Proportional relationships',
    'Percentages',
    'Scale drawings',
  ];

  it('give five different plans for a five-lesson unit, even with the topic blanked out', async () => {
    const plans = await Promise.all(UNIT.map((topic) => lesson({ topic })));
    const blanked = plans.map((p, i) => p.markdown.split(UNIT[i]!).join('___'));
    expect(new Set(blanked).size).toBe(UNIT.length);
  });

  it('carry the key terms, a worked example, practice with answers and misconceptions', async () => {
    const { plan, markdown } = await lesson({ topic: 'Ratios' });
    const notes = topicNotes('Mathematics', '7', 'Ratios')!;
    for (const [term] of notes.terms) expect(markdown).toContain(term);
    expect(markdown).toContain(notes.example.problem);
    expect(markdown).toContain(notes.example.answer);
    expect(markdown).toContain(notes.misconceptions[0]!.wrong);
    const practice = plan.phases.find((p) => p.name === 'Guided Practice')!.activities[0]!;
    expect(practice).toMatch(/1\. .+\[Answer: .+\] 2\. .+\[Answer: .+\]/);
    expect(plan.objectives).toEqual(notes.goals.map((g) => `Students will be able to ${g}.`));
  });

  it('keep the objectives the teacher typed exactly as typed', async () => {
    const typed = [
      'write a ratio three ways',
      'Compare two ratios using a table.',
      'Explain why 2:3 ≠ 3:2',
    ];
    const { plan } = await lesson({ objectives: [...typed, '  ', ''] });
    expect(plan.objectives).toEqual(typed);
    const { plan: history } = await lesson({
      subject: 'History',
      grade: '8',
      topic: 'The American Revolution',
      objectives: ['distinguish Patriots from Loyalists'],
    });
    expect(history.objectives).toEqual(['distinguish Patriots from Loyalists']);
  });

  it('say plainly when there is nothing real, with marked places and no sentences around the topic', async () => {
    const { plan, markdown } = await lesson({
      subject: 'History',
      grade: '8',
      topic: 'The Hanseatic League',
    });
    expect(plan.overview).toContain('has no reviewed material on "The Hanseatic League"');
    expect(plan.objectives).toEqual([
      '[Add: what students will be able to do by the end of the lesson on The Hanseatic League]',
    ]);
    expect(markdown.match(/\[Add: /g)!.length).toBeGreaterThanOrEqual(5);
    for (const topic of ['Sonnets', 'rhetorical devices', 'The Hanseatic League']) {
      for (const subject of ['English', 'History', 'Science', 'Art']) {
        const { markdown: text } = await lesson({ subject, grade: '10', topic });
        for (const re of BROKEN) expect(text).not.toMatch(re);
      }
    }
  });
});

describe('assessments', () => {
  it('say how many questions they hold and why when they have fewer than asked', async () => {
    const { assessment, notice } = await assess({
      subject: 'English',
      grade: '10',
      topic: 'Sonnets',
      questionCount: 8,
    });
    const n = assessment.questions.length;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(8);
    expect(notice).toBe(
      `${n} of 8 questions: the built-in engine has only ${n} reviewed questions on "Sonnets" for English, grades 9-12, and it does not make up questions. For more, add your own material (one of your lessons or pasted text), or ask your administrator to connect a language model.`,
    );
    expect(assessment.questions.every((q) => !q.needsReview && q.source)).toBe(true);
  });

  it('fill the count from the bank and the topic notes when they have enough, with no notice', async () => {
    const { assessment, notice } = await assess({ grade: '3', questionCount: 8 });
    expect(assessment.questions).toHaveLength(8);
    expect(notice).toBeUndefined();
    expect(assessment.questions.every((q) => !q.needsReview)).toBe(true);
  });

  it('with nothing on the topic, hold marked places and say no questions were written', async () => {
    const { assessment, notice, markdown } = await assess({
      subject: 'History',
      grade: '8',
      topic: 'The Hanseatic League',
      questionCount: 4,
    });
    expect(assessment.questions.map((q) => q.prompt)).toEqual(
      [1, 2, 3, 4].map((i) => `[Add: question ${i} on The Hanseatic League]`),
    );
    expect(assessment.questions.every((q) => q.needsReview)).toBe(true);
    expect(notice).toMatch(
      /^No questions written: the built-in engine has no reviewed questions on "The Hanseatic League"/,
    );
    for (const re of BROKEN) expect(markdown).not.toMatch(re);
  });

  it('say so when the teacher’s material gives fewer questions than asked', async () => {
    const { assessment, notice } = await assess({
      questionCount: 10,
      sourceText: 'Evaporation is the change of liquid water into water vapour when it is heated.',
      sourceName: 'your text',
    });
    expect(notice).toMatch(
      new RegExp(`^${assessment.questions.length} of 10 questions: your text gave only`),
    );
  });
});

describe('classroom content', () => {
  it('never pads a worksheet with questions about nothing in particular', async () => {
    const { content } = await engine.generateContent(
      generateContentBody.parse({
        contentType: 'worksheet',
        subject: 'English',
        grade: '10',
        topic: 'The Hanseatic League',
        learningStyle: 'visual',
      }),
    );
    expect(content.content).toContain('has no reviewed material on "The Hanseatic League"');
    expect(content.content).toContain('[Add: ');
    for (const re of BROKEN) expect(content.content).not.toMatch(re);
  });
});

describe('the assistant', () => {
  it('keeps the topic: warm-up ideas for fractions are about fractions, not a generic plan', () => {
    const text = reply('Give me three warm-up ideas for a fractions lesson in grade 4');
    expect(text).toContain('## Warm-up ideas: fractions (Grade 4)');
    expect(text).not.toContain('Mathematics: Mathematics');
    expect(text.match(/^\d\. /gm)).toHaveLength(3);
    expect(text).toContain('1/4 + 1/4 = 2/8');
  });

  it('answers a request outside what it can do with the honest answer', () => {
    for (const q of [
      'Write me a poem about autumn',
      'What is the capital of Peru?',
      'Tell me a joke',
    ]) {
      const text = reply(q);
      expect(text, q).toMatch(/^I can't answer that( on "[^"]+")? offline: /);
      expect(text, q).toContain('AI_PROVIDER');
    }
  });

  it('does not repeat the previous reply for a follow-up on a new topic', () => {
    const letter = reply('Write a letter to parents about the science fair next week');
    const next = reply(
      'Write a letter to parents about the science fair next week',
      letter,
      'How do I explain photosynthesis to grade 5?',
    );
    expect(next).not.toBe(letter);
    expect(next).toContain('## Explaining photosynthesis (Grade 5)');
    expect(next).toContain('chlorophyll');
    // A follow-up that changes a detail keeps the kind of help.
    const again = reply('Lesson plan for Grade 5 Science on volcanoes', 'ok', 'Now for grade 3');
    expect(again).toContain('Grade 3 Science: volcanoes');
  });

  it('never gives a new question the same answer word for word as an earlier one', () => {
    const asked = 'Write to parents about the science fair next week';
    const letter = reply(asked);
    // A letter does not change with the grade, so this rewording would get the same letter.
    const reworded = reply(
      asked,
      letter,
      'Write to grade 5 parents about the science fair next week',
    );
    expect(reworded.startsWith(REPEAT_NOTE)).toBe(true);
    // The same question asked again (regenerate) may get the same answer.
    expect(reply(asked, letter, asked)).toBe(letter);
  });

  it('asks for the topic instead of planning a lesson on the subject’s name', () => {
    expect(reply('Plan a lesson for grade 4 maths')).toMatch(
      /^Which topic should the lesson cover\?/,
    );
  });
});

describe('parent letters', () => {
  it.each([
    [
      'Write a newsletter update for parents about our unit on fractions',
      'news',
      'News from our class',
    ],
    ['Write to parents about the field trip to the museum next Friday', 'event', '**When:**'],
    [
      'Write a note to a parent to praise how well Sam did in the science fair',
      'praise',
      'Great news about Sam',
    ],
    ["Email a parent about their child's missing homework", 'concern', 'Recently, I have noticed'],
    ["Write to a guardian about Sam's absence last week", 'absence', 'was absent on'],
  ])('follow the request: %s', (asked, kind, marker) => {
    const text = reply(asked);
    expect(text).toContain(`This is a **${kind}** letter.`);
    expect(text).toContain(marker);
    expect(text).toContain('Dear [Add: parent or guardian name],');
  });

  it('put the student’s name back after redaction', async () => {
    let text = '';
    for await (const piece of engine.chat(
      [
        {
          role: 'user',
          content:
            'Write to the parents of Maya Lopez to praise how well Maya did in the science fair',
        },
      ],
      { redaction: [{ firstName: 'Maya', lastName: 'Lopez' }] },
    ))
      text += piece;
    expect(text).toContain('Great news about Maya Lopez');
    expect(text).not.toMatch(/\[STUDENT_/);
  });
});
