import { describe, expect, it } from 'vitest';
import {
  generateAssessmentBody,
  generateContentBody,
  generateLessonBody,
} from '../../../contracts/ai.contract';
import { createBuiltinEngine } from './builtin-engine';
import { builtinReply, REPEAT_NOTE } from './chat-replies';
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
      expect(text, q).toContain("the Admin page's AI tab");
    }
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
        'Any tips on giving feedback to my grade 8 students?',
        '## Giving feedback students act on (Grade 8)',
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
    // The youngest grades get a line on adapting it.
    expect(reply('How do I check for understanding with my kindergarten class?')).toContain(
      '### For younger students',
    );
  });

  it('mentions a lesson without being asked for one: no plan on the words around it', () => {
    expect(reply('What should I do when a lesson runs short?')).toMatch(/^I can't answer that/);
  });

  it('reads who a lesson is for apart from its topic, and names a subject once', () => {
    const diff = reply('How do I differentiate a reading lesson for ELL students in grade 3?');
    expect(diff.split('\n')[0]).toBe('## Differentiation ideas: Grade 3 English, reading');
    expect(diff).not.toContain('ELL students.');
    const trip = reply(
      'Write an email to parents about the field trip to the science museum on Friday',
    );
    expect(trip).toContain('about the field trip to the science museum on Friday.');
    expect(trip).not.toContain('in Science');
  });

  it('answers "a good hook" or "an exit ticket" with ideas of that kind, not a whole plan', () => {
    expect(reply('What is a good hook for a lesson on persuasive writing in grade 6?')).toMatch(
      /^## Hook ideas: persuasive writing \(Grade 6\)/,
    );
    expect(reply('Give me an exit ticket for a lesson on fractions in grade 4')).toMatch(
      /^## Exit ticket ideas: fractions \(Grade 4\)/,
    );
  });

  it('keeps a topic whole past "with" unless a part of the lesson follows, and calls a worksheet one', () => {
    const sheet = reply(
      'Make a worksheet on adding fractions with unlike denominators for grade 5',
    );
    expect(sheet).toMatch(
      /^Here is a \d+-question worksheet draft for \*\*Grade 5 Mathematics: adding fractions with unlike denominators\*\*/,
    );
    expect(reply('Plan a lesson on the water cycle with an exit ticket for grade 4')).toContain(
      'Grade 4 Science: the water cycle**',
    );
    expect(reply('Write a quiz on fractions with 6 questions for grade 4')).toContain(
      'Grade 4 Mathematics: fractions**',
    );
  });

  it('calls a quiz with no real question an outline, not a draft', () => {
    const text = reply("Make a quiz about Charlotte's Web for grade 4 English");
    expect(text).toMatch(
      /^Here is an outline for a 10-question quiz for \*\*Grade 4 English: Charlotte's Web\*\*, with a place for each question\./,
    );
    expect(text).toContain('No questions written');
  });

  it('reads a refusal to work as behaviour, and a topic after "Lesson plan:"', () => {
    expect(reply('How do I handle a student who refuses to work?')).toMatch(
      /^## Behavior strategies/,
    );
    expect(reply('Lesson plan: the water cycle, grade 4, 50 minutes')).toContain(
      'Here is a 50-minute lesson plan for **Grade 4 Science: the water cycle**',
    );
  });

  it('takes the new topic of a follow-up that names only a topic', () => {
    const first = 'Give me three warm-up ideas for a fractions lesson in grade 4';
    const text = reply(first, reply(first), 'Now for decimals');
    expect(text).toMatch(/^## Warm-up ideas: decimals \(Grade 4\)/);
    const longer = reply(
      'Plan a lesson on the water cycle for grade 4',
      'x',
      'What about a 30-minute version?',
    );
    expect(longer).toContain('30-minute lesson plan for **Grade 4 Science: the water cycle**');
  });

  it('answers a greeting or a thank-you on its own with a word, not the refusal', () => {
    expect(reply('Hi!')).toMatch(/^Hello! Chalkwise's built-in assistant/);
    expect(reply('Thank you so much')).toMatch(/^You're welcome\./);
    expect(reply('Thanks for the plan on fractions, now one on decimals')).not.toMatch(
      /^You're welcome/,
    );
  });

  it('keeps "hands-on" out of the topic and reads area and perimeter as mathematics', () => {
    const text = reply(
      'Can you plan a hands-on lesson for teaching area and perimeter to grade 3?',
    );
    expect(text).toContain('Grade 3 Mathematics: area and perimeter');
    expect(text).not.toMatch(/: activity\b|: teaching|Science/);
    const ideas = reply(
      'Can you suggest a hands-on activity for teaching area and perimeter to grade 3?',
    );
    expect(ideas).not.toMatch(/lesson plan for \*\*Grade 3 Science/);
    expect(ideas).toMatch(/area and perimeter/);
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

describe('the assistant, asked the way teachers ask', () => {
  const PROMPTS = [
    'How can I support a student who is struggling?',
    'How can I support a grade 4 student who struggles with fractions?',
    'How do I help a student who has trouble focusing?',
    'I have a student who is falling behind in reading, what can I do?',
    'Support strategies for a grade 8 student who struggles with the water cycle',
    'My ESL student is anxious about speaking in class',
    'How do I support a student with dyslexia?',
    'How do I handle a student who is disruptive?',
    'My grade 7 class is noisy after lunch, any tips?',
    'Tips for a class that will not stop talking',
    'Help me teach fractions to grade 4',
    'Can you help me plan a lesson about the water cycle for my grade 3 class?',
    'Plan a lesson for Grade 4 Mathematics',
    'I need a quiz for my grade 6 science class on photosynthesis',
    'Make a 5 question test on the American Revolution for grade 8',
    'Differentiation ideas for grade 6 on rhetorical devices',
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

  it('supports a student with no grade or topic given: "a student", and marked places', () => {
    const text = reply('How can I support a student who is struggling?');
    expect(text).toMatch(/^## Supporting a student\n/);
    expect(text).toContain('[Add: the skill or task the student finds hard]');
    expect(text).not.toContain('is struggling tasks');
    const graded = reply('How can I support a grade 4 student who struggles with fractions?');
    expect(graded).toMatch(/^## Supporting a Grade 4 student with fractions\n/);
    expect(graded).toContain('complete three tasks on fractions independently');
  });

  it('keeps the topic of "Help me teach fractions to grade 4"', () => {
    const text = reply('Help me teach fractions to grade 4');
    expect(text).toContain('lesson plan for **Grade 4 Mathematics: fractions**');
  });

  it('keeps the subject of the earlier request in a follow-up on a new topic', () => {
    const text = reply(
      'Make a quiz on the water cycle for grade 5 science',
      'ok',
      'Now one on volcanoes',
    );
    expect(text).toContain('**Grade 5 Science: volcanoes**');
  });
});

describe('parent letters, in everyday wordings', () => {
  it.each([
    ['Write a newsletter update for parents about our unit on fractions', 'news'],
    ['Write a letter to parents with news about what we are learning in maths this term', 'news'],
    ['Send parents an update on what the class has been learning', 'news'],
    ['Write to parents about the field trip to the museum next Friday', 'event'],
    ['Write a note to parents about the class trip to the museum', 'event'],
    ['Let parents know about the science fair on Thursday', 'event'],
    ['Write a letter to parents praising Maya for her science fair project', 'praise'],
    ['Write a letter home praising Maya for her science fair project', 'praise'],
    ['Email parents to say Maya was praised by the head for her kindness', 'praise'],
    ['Write to parents about Leo disrupting lessons', 'concern'],
    ["Email a parent about their child's missing homework", 'concern'],
    ["Write to parents: Leo won't hand in his homework", 'concern'],
    ['Write to parents about Sam missing three days of school', 'absence'],
    ['Email to parents: Maya has been absent for three days', 'absence'],
    ['Write home about Sam having missed a week of school', 'absence'],
  ])('%s -> %s', (asked, kind) => {
    const text = reply(asked);
    expect(text).toContain(`This is a **${kind}** letter.`);
    const name = /\b(Maya|Sam|Leo)\b/.exec(asked)?.[1];
    if (name) expect(text.split('\n')[0]).toContain(name);
  });

  it.each([
    [
      'Write a letter home praising Maya Lopez for her reading',
      'praise',
      'Great news about Maya Lopez',
    ],
    ['Write to parents about Maya missing three days of school', 'absence', "Maya's absence"],
    ['Write to the parents of Maya Lopez about her missing homework', 'concern', 'Maya Lopez'],
  ])('puts the student’s name back after redaction: %s', async (asked, kind, named) => {
    let text = '';
    for await (const piece of engine.chat([{ role: 'user', content: asked }], {
      redaction: [{ firstName: 'Maya', lastName: 'Lopez' }],
    }))
      text += piece;
    expect(text).toContain(`This is a **${kind}** letter.`);
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
