import {
  generatedContent,
  type GenerateContentBody,
  type GeneratedContent,
} from '../../../contracts/ai.contract';
import { gradeName } from './bloom';
import { mathItems } from './math-questions';
import { splitMinutes } from './minutes';
import { hashSeed, seededRandom } from './seeded-random';
import { topicShortAnswers } from './topic-questions';
import { clip } from './clip';
import { requirementSections } from './content-requirements';
import { bankQuestions } from './bank/match';
import type { BankQuestion } from './bank/types';
import type { Random } from './seeded-random';

type Style = GenerateContentBody['learningStyle'];

/** How each learning style changes the material. */
const STYLE: Record<Style, { label: string; tip: string; task: (t: string) => string }> = {
  visual: {
    label: 'Visual',
    tip: 'Use colour, diagrams and a graphic organiser.',
    task: (t) => `Draw a labelled diagram or concept map of ${t}.`,
  },
  auditory: {
    label: 'Auditory',
    tip: 'Talk it through: read aloud, discuss, explain to a partner.',
    task: (t) => `Explain ${t} aloud to a partner in one minute, then swap.`,
  },
  kinesthetic: {
    label: 'Kinesthetic',
    tip: 'Move, build and handle things.',
    task: (t) => `Build or act out a model of ${t} with objects or movement.`,
  },
  reading: {
    label: 'Reading/Writing',
    tip: 'Read, take notes and write summaries.',
    task: (t) => `Write a five-sentence summary of ${t} using the key words.`,
  },
};

const list = (xs: readonly string[]) => xs.map((x) => `- ${x}`).join('\n');
const numbered = (xs: readonly string[]) => xs.map((x, i) => `${i + 1}. ${x}`).join('\n');

/**
 * A bank question as worksheet text: lettered options as a nested list (one per line in the
 * page, Word and PDF; plain lines would run together into one paragraph), or a true/false prompt.
 */
function printed(q: BankQuestion, rnd: Random): { q: string; a: string } {
  if (q.type === 'multiple_choice') {
    const options = rnd.shuffle([q.answer, ...(q.distractors ?? [])]);
    const letter = (n: number) => String.fromCharCode(65 + n);
    return {
      q: `${q.prompt}\n\n${options.map((o, n) => `   - ${letter(n)}. ${o}`).join('\n')}`,
      a: `${letter(options.indexOf(q.answer))}. ${q.answer}`,
    };
  }
  if (q.type === 'true_false')
    return {
      q: `True or false? ${q.prompt.replace(/^true or false[:?]?\s*/i, '')}`,
      a: q.answer === 'true' ? 'True' : 'False',
    };
  return { q: q.prompt, a: q.answer };
}

/**
 * Practice questions: computed for maths, then the bundled bank's reviewed questions on the
 * topic; general prompts only when neither has any, so the material is never padded.
 */
function practiceItems(input: GenerateContentBody, count: number) {
  const rnd = seededRandom(hashSeed(input));
  if (input.subject === 'Mathematics')
    return mathItems(input.grade, count, rnd, input.topic).map((m) => ({
      q: m.prompt,
      a: m.answer,
    }));
  const bank = bankQuestions(input.subject, input.grade, input.topic, rnd);
  if (bank.length > 0) return bank.slice(0, count).map((m) => printed(m.question, rnd));
  return topicShortAnswers(input.topic, [], rnd)
    .slice(0, count)
    .map((s) => ({ q: s.prompt, a: s.answer }));
}

const BUILDERS: Record<GenerateContentBody['contentType'], (i: GenerateContentBody) => string[]> = {
  worksheet: (i) => {
    const items = practiceItems(i, Math.max(4, Math.min(12, Math.round(i.duration / 4))));
    return [
      '## Instructions',
      `Work through each question. ${STYLE[i.learningStyle].tip}`,
      '## Questions',
      numbered(items.map((x) => `${x.q}\n\n   ______________________`)),
      '## Extension',
      STYLE[i.learningStyle].task(i.topic),
      '## Answer Key (teacher)',
      numbered(items.map((x) => x.a)),
    ];
  },
  presentation: (i) => {
    const slides = [
      'Title and learning goal',
      `What is ${i.topic}?`,
      'Key vocabulary',
      'Worked example',
      'Your turn',
      'Summary and exit question',
    ];
    return slides.map((s, n) => `## Slide ${n + 1}: ${s}\n\n${list(slideBullets(s, i))}`);
  },
  activity: (i) => {
    const steps = splitMinutes(i.duration, [2, 5, 2]);
    return [
      '## Overview',
      `A ${i.duration}-minute ${STYLE[i.learningStyle].label.toLowerCase()} activity on ${i.topic}.`,
      '## Steps',
      numbered([
        `Launch (${steps[0]} min): pose a question about ${i.topic} and form groups of three or four.`,
        `Explore (${steps[1]} min): ${STYLE[i.learningStyle].task(i.topic)} Each group records what they find.`,
        `Share (${steps[2]} min): groups present one finding; the class builds a summary together.`,
      ]),
      '## Materials',
      list(['Task cards', 'Chart paper and markers', 'Timer']),
      '## Success criteria',
      list([
        `I can describe ${i.topic}.`,
        'I can give an example.',
        'I worked with my group to reach an answer.',
      ]),
    ];
  },
  story: (i) => [
    '## The Story',
    `Maya had always wondered about ${i.topic}. One afternoon in ${gradeName(i.grade)} ${i.subject.toLowerCase()}, her teacher set a challenge: explain ${i.topic} to the class using something from everyday life.`,
    `At first Maya was stuck. Then she noticed it everywhere — on the way home, at dinner, even in a game with her brother. Each time, she wrote down what she saw and asked "why?"`,
    `The next day Maya shared her notebook. Her classmates added their own examples, and together they built a picture of ${i.topic} that nobody could have made alone.`,
    '## Talk About It',
    numbered([
      `Where did Maya notice ${i.topic}?`,
      'What question did she keep asking, and why does it help?',
      `Where have you seen ${i.topic}?`,
    ]),
    '## Your Turn',
    STYLE[i.learningStyle].task(i.topic),
  ],
  explanation: (i) => [
    '## The Big Idea',
    `${i.topic} is a key idea in ${i.subject} for ${gradeName(i.grade)}. Understanding it helps you explain what you see and solve new problems.`,
    '## Step by Step',
    numbered([
      `Start with what you already know about ${i.topic}.`,
      'Learn the key words and what each one means.',
      'Look at one clear example and name each part.',
      'Try a new example on your own and check it.',
    ]),
    '## Learn It Your Way',
    `${STYLE[i.learningStyle].label}: ${STYLE[i.learningStyle].tip} ${STYLE[i.learningStyle].task(i.topic)}`,
    '## Check Yourself',
    numbered(practiceItems(i, 3).map((x) => x.q)),
  ],
  quiz: (i) => {
    const items = practiceItems(i, Math.max(5, Math.min(15, Math.round(i.duration / 3))));
    return [
      '## Quiz',
      numbered(items.map((x) => x.q)),
      '## Answers (teacher)',
      numbered(items.map((x) => x.a)),
    ];
  },
};

function slideBullets(slide: string, i: GenerateContentBody): string[] {
  const s = STYLE[i.learningStyle];
  switch (slide) {
    case 'Title and learning goal':
      return [
        `${i.topic} — ${gradeName(i.grade)} ${i.subject}`,
        `Goal: explain and use ${i.topic}`,
      ];
    case 'Key vocabulary':
      return [`Three to five key terms for ${i.topic}, each with a picture or example`, s.tip];
    case 'Worked example':
      return [
        practiceItems(i, 1)[0]?.q ?? `An example of ${i.topic}`,
        'Solve it together, naming each step',
      ];
    case 'Your turn':
      return [s.task(i.topic), 'Share with a partner'];
    case 'Summary and exit question':
      return [
        `Three things to remember about ${i.topic}`,
        `Exit question: how would you explain ${i.topic} to a younger student?`,
      ];
    default:
      return [
        `Connect ${i.topic} to something students already know`,
        'Ask: what do you notice? what do you wonder?',
      ];
  }
}

/** Classroom material of the asked type and style. Teacher requirements are quoted, never obeyed as commands. */
export function generateClassroomContent(input: GenerateContentBody): GeneratedContent {
  const title = `${input.topic}: ${input.contentType.charAt(0).toUpperCase()}${input.contentType.slice(1)} (${gradeName(input.grade)})`;
  const body = BUILDERS[input.contentType](input);
  const { wordBank, notes } = requirementSections(input, body);
  const parts = [
    `# ${title}`,
    `_${input.subject} · ${gradeName(input.grade)} · ${STYLE[input.learningStyle].label} learners · about ${input.duration} minutes_`,
    ...wordBank,
    ...body,
    ...notes,
  ];
  return generatedContent.parse({ title: clip(title, 200), content: parts.join('\n\n') });
}
