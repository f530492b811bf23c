import { describe, expect, it } from 'vitest';
import {
  generateAssessmentBody,
  generateContentBody,
  generateLessonBody,
} from '../../../contracts/ai.contract';
import { createBuiltinEngine } from './builtin-engine';
import { pipelineFor } from '../../testing/test-pipeline';
import { offlineAnswer } from './offline-answer';
import { topicNotes } from './knowledge/index';
import { generateQuizInput } from '../../../contracts/ai.contract';
import { GRADES, SUBJECTS } from '../../../contracts/constants';
import { generateQuizDraft } from './quiz-generator';
import { topicChoiceItems, topicTrueFalse } from './topic-questions';

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
  offlineAnswer(
    turns.map((content, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content,
    })),
  ).text;
/** The sentences the old templates built around a topic's name. */
const BROKEN = [
  /Students will be able to \w+ (write|find|use|describe|explain) /,
  /to a new problem or situation/,
  /Why does .+ happen or matter\?/,
  /Give a real-world example of/,
  /how \w+s works/,
  // The chat replies' old ways of pasting a grade, a situation or a topic into a sentence.
  /\ba (?:your|the|a|an|my)\b/i,
  /\bthree (?:is|has|are|the|a|an)\b/i,
  /\b(?:with|on) (?:is|has|are|was)\b/i,
  /\b(?:describe|explain|identify|compare) (?:write|describe|explain|distinguish|compare|identify)\b/i,
  /\bis \w+ing tasks\b/,
  // A subject's name pasted in where a topic belongs ("a claim about Science").
  /\b(?:about|of|describes) (?:Science|English|History|Geography|Art|Physical Education)\b(?! (?:lesson|class|quiz|test|unit|teacher))/,
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
    const blanked = plans.map((p, i) => (p.markdown ?? '').split(UNIT[i]!).join('___'));
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
    // The title starts with the teacher's topic, capitalised as a title is.
    const { plan: silk } = await lesson({ subject: 'History', grade: '8', topic: 'the Silk Road' });
    expect(silk.title).toBe('The Silk Road: History lesson for Grade 8');
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
    expect((markdown ?? '').match(/\[Add: /g)!.length).toBeGreaterThanOrEqual(5);
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
    expect(text.match(/^\d\. /gm)).toHaveLength(3);
  });

  it('answers a question of classroom practice from its reviewed notes, never with a lesson plan on its words', () => {
    const cases: [string, string][] = [
      [
        'What are some good ways to check for understanding during a lesson?',
        '## Checking for understanding during a lesson',
      ],
      [
        'How should I group students for a project?',
        '## Grouping students for group work or a project',
      ],
      [
        'How can I ask better questions in class discussion?',
        '## Asking questions that make everyone think',
      ],
    ];
    for (const [q, heading] of cases) {
      const text = reply(q);
      expect(text.split('\n')[0], q).toBe(heading);
      expect(text, q).not.toMatch(/lesson plan for|some good ways|\[Add:/);
    }
  });

  it('mentions a lesson without being asked for one: no plan on the words around it', () => {
    expect(reply('What should I do when a lesson runs short?')).toMatch(/^I understood: /);
  });

  it('asks for the topic and the grade instead of planning a lesson on a subject or a default', () => {
    expect(reply('Plan a lesson for grade 4 maths')).toContain('Which topic?');
    expect(reply('Lesson plan on photosynthesis')).toContain('Which grade is it for?');
  });
});

describe('the assistant, asked the way teachers ask', () => {
  const PROMPTS = [
    'How can I support a grade 4 student who struggles with fractions?',
    'I have a student who is falling behind in reading, what can I do?',
    'My grade 7 class is noisy after lunch, any tips?',
    'Help me teach fractions to grade 4',
    'I need a quiz for my grade 6 science class on photosynthesis',
    'Make a 5 question test on the American Revolution for grade 8',
    'How can I differentiate a lesson on ecosystems for mixed-ability grade 5?',
    'Give me two exit ticket ideas for a lesson on the water cycle',
    'How do I explain photosynthesis to grade 5?',
    'Write a letter home praising Maya for her science fair project',
    'Write to parents about Sam missing three days of school',
    'Email parents about the class trip to the museum next Friday',
  ];

  it.each(PROMPTS)('writes no broken sentence: %s', (asked) => {
    const text = reply(asked);
    for (const re of BROKEN) expect(text, String(re)).not.toMatch(re);
  });
});

describe('parent letters', () => {
  it.each([
    [
      'Write to parents about the field trip to the museum next Friday',
      'event',
      '**When:** next Friday',
    ],
    [
      'Write a letter home praising Maya for her science fair project',
      'praise',
      'Great news about Maya',
    ],
    ["Email a parent about their child's missing homework", 'concern', 'Recently, I have noticed'],
    ["Write to a guardian about Sam's absence last week", 'absence', 'Sam was absent last week'],
  ])('follow the request: %s', (asked, kind, marker) => {
    const text = reply(asked);
    expect(text).toContain(`**${kind}** letter.`);
    expect(text).toContain(marker);
  });

  it.each([
    [
      'Write a letter home praising Maya Lopez for her reading',
      'praise',
      'Great news about Maya Lopez',
    ],
    ['Write to the parents of Maya Lopez about her missing homework', 'concern', 'Maya Lopez'],
  ])('put the student’s name back after redaction: %s', async (asked, kind, named) => {
    // Through the pipeline, which redacts the turns and restores the reply, as the app does.
    const { chat } = pipelineFor(engine, [{ firstName: 'Maya', lastName: 'Lopez' }]);
    const text = await chat([{ role: 'user', content: asked }]);
    expect(text).toContain(`**${kind}** letter.`);
    expect(text).toContain(named);
    expect(text).not.toMatch(/\[STUDENT_/);
  });
});

describe('RollCall quizzes', () => {
  it('never carry the broken sentences, even in the last-resort reasoning questions', () => {
    const reasoning = [
      ...topicChoiceItems().flatMap((c) => [c.prompt, c.answer, ...c.distractors]),
      ...topicTrueFalse().map((t) => t.prompt),
    ];
    for (const text of reasoning) for (const re of BROKEN) expect(text, text).not.toMatch(re);
    for (const subject of SUBJECTS)
      for (const gradeLevel of GRADES)
        for (const topic of [undefined, 'rhetorical devices', 'plants', 'The Hanseatic League']) {
          const { questions } = generateQuizDraft(
            generateQuizInput.parse({ subject, gradeLevel, topic, totalQuestions: 50 }),
          );
          for (const text of questions.flatMap((q) => [q.question, ...q.choices]))
            for (const re of BROKEN)
              expect(text, `${subject} ${gradeLevel}: ${text}`).not.toMatch(re);
        }
  });
});
