import {
  generatedContent,
  type GenerateContentBody,
  type GeneratedContent,
} from '../../../contracts/ai.contract';
import { gradeName } from './bloom';
import { splitMinutes } from './minutes';
import { hashSeed, seededRandom } from './seeded-random';
import { capitalise, clip } from './clip';
import { requirementSections } from './content-requirements';
import type { TopicNotes } from './knowledge/types';
import {
  hasMaterial,
  inlineItem,
  practiceDrafts,
  toAdd,
  topicMaterial,
  type Draft,
} from './topic-material';
import { materialDrafts, materialName, materialOf } from './material';
import { keyTermsOf } from './source-questions';

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
 * A practice item as worksheet text: lettered options as a nested list (one per line in the
 * page, Word and PDF; plain lines would run together into one paragraph), or a true/false prompt.
 */
function printed(d: Draft): { q: string; a: string } {
  if (d.type !== 'multiple_choice') return inlineItem(d);
  const letter = (n: number) => String.fromCharCode(65 + n);
  return {
    q: `${d.prompt}\n\n${d.choices.map((o, n) => `   - ${letter(n)}. ${o}`).join('\n')}`,
    a: `${letter(d.choices.indexOf(d.answer))}. ${d.answer}`,
  };
}

/** What the engine has on the topic, worked out once per request. */
interface Known {
  input: GenerateContentBody;
  /** Whether the engine has anything real to build from (topic notes, bank, maths, material). */
  real: boolean;
  notes?: TopicNotes;
  /** Key terms with what they mean: the topic notes', or the teacher's material's. */
  terms: readonly (readonly [string, string])[];
  practice: (count: number) => { q: string; a: string }[];
  /** Set when made from the teacher's material (issue 34 item 3): the sentence that says so. */
  from?: string;
}

function knownFor(input: GenerateContentBody): Known {
  const text = materialOf(input);
  if (text) return knownFromMaterial(input, text);
  const rnd = seededRandom(hashSeed(input));
  const material = topicMaterial(input, rnd);
  const drafts = practiceDrafts(input, material, 15, rnd).map(printed);
  return {
    input,
    real: hasMaterial(material),
    notes: material.notes,
    terms: material.notes?.terms ?? [],
    practice: (n) => drafts.slice(0, n),
  };
}

/**
 * The teacher's material (issue 34 item 3) instead of the engine's topic notes: its key terms
 * (with the sentence that defines or uses each), its definition, cloze and true/false questions,
 * and an answer key naming the sentence each came from. What the material does not give (a
 * worked example, misconceptions) stays a place marked [Add: ...].
 */
function knownFromMaterial(input: GenerateContentBody, text: string): Known {
  const name = materialName(input);
  const drafts = materialDrafts(text, name, 15).map((d) => {
    const item = printed(d);
    return { q: item.q, a: `${item.a} (${d.source})` };
  });
  const terms = keyTermsOf(text).map(
    (t) => [t.term, t.definition ? capitalise(t.definition) : `"${t.text}"`] as const,
  );
  const from = drafts.length
    ? `_Made from ${name}: ${drafts.length} ${drafts.length === 1 ? 'question' : 'questions'} from its sentences; the answer key names the sentence each came from._`
    : `_${capitalise(name)} has no sentences that state a fact to ask about: the places marked [Add: ...] are for your content._`;
  return {
    input,
    real: drafts.length > 0,
    terms,
    practice: (n) => drafts.slice(0, n),
    from,
  };
}

/** One plain sentence when the engine has nothing reviewed on the topic. */
const nothingReal = (k: Known) =>
  k.from
    ? [k.from]
    : k.real
      ? []
      : [
          `_Chalkwise's built-in engine has no reviewed material on "${k.input.topic}": the places marked [Add: ...] are for your content._`,
        ];

const questionsOrPlace = (k: Known, n: number) => {
  const items = k.practice(n);
  return items.length > 0
    ? items
    : [{ q: toAdd(`${n} questions on ${k.input.topic}`), a: toAdd('the answers') }];
};

const termLines = (k: Known) =>
  k.terms.length
    ? k.terms.map(([t, d]) => `**${t}**: ${d}`)
    : [toAdd(`three to five key terms for ${k.input.topic}, each with a definition`)];

const exampleLines = (k: Known): string[] => {
  if (k.notes) {
    const e = k.notes.example;
    return [`**Problem:** ${e.problem}`, numbered(e.steps), `**Answer:** ${e.answer}`];
  }
  const first = k.practice(1)[0];
  return first
    ? [`**Problem:** ${first.q}`, toAdd('the steps, one per line'), `**Answer:** ${first.a}`]
    : [toAdd(`a worked example on ${k.input.topic}, with its steps and answer`)];
};

const mistakeLines = (k: Known) =>
  k.notes
    ? k.notes.misconceptions.map((m) => `"${m.wrong}" Not so: ${m.right}`)
    : [toAdd('a mistake students often make, and what is true instead')];

const BUILDERS: Record<GenerateContentBody['contentType'], (k: Known) => string[]> = {
  worksheet: (k) => {
    const { input: i } = k;
    const items = questionsOrPlace(k, Math.max(4, Math.min(12, Math.round(i.duration / 4))));
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
  presentation: (k) => {
    const { input: i } = k;
    const s = STYLE[i.learningStyle];
    const goals = k.notes?.goals.map((g) => `I can ${g}`) ?? [
      toAdd('what students will be able to do by the end'),
    ];
    const turn = k.practice(3);
    const slides: [string, string[]][] = [
      [
        'Title and learning goals',
        [`${capitalise(i.topic)} (${gradeName(i.grade)} ${i.subject})`, ...goals],
      ],
      ['Key vocabulary', [...termLines(k), s.tip]],
      ['Worked example', [...exampleLines(k), 'Solve it together, naming each step']],
      ['Watch out', mistakeLines(k)],
      [
        'Your turn',
        [
          ...(turn.length ? turn.map((x) => x.q) : [toAdd('two or three practice questions')]),
          s.task(i.topic),
        ],
      ],
      [
        'Summary and exit question',
        [
          toAdd('three things to remember'),
          'Exit question: how would you explain this to a younger student?',
        ],
      ],
    ];
    return slides.map(([title, bullets], n) => `## Slide ${n + 1}: ${title}\n\n${list(bullets)}`);
  },
  activity: (k) => {
    const { input: i } = k;
    const steps = splitMinutes(i.duration, [2, 5, 2]);
    return [
      '## Overview',
      `A ${i.duration}-minute ${STYLE[i.learningStyle].label.toLowerCase()} activity on ${i.topic}.`,
      '## Steps',
      numbered([
        `Launch (${steps[0]} min): ${k.notes ? `pose the problem "${k.notes.example.problem}"` : toAdd('a question or problem that launches the activity')} and form groups of three or four.`,
        `Explore (${steps[1]} min): ${STYLE[i.learningStyle].task(i.topic)} Each group records what they find.`,
        `Share (${steps[2]} min): groups present one finding; the class builds a summary together.`,
      ]),
      '## Key terms',
      list(termLines(k)),
      '## Materials',
      list(['Task cards', 'Chart paper and markers', 'Timer']),
      '## Success criteria',
      list(k.notes?.goals.map((g) => `I can ${g}.`) ?? [toAdd('two or three "I can" statements')]),
    ];
  },
  story: (k) => {
    const { input: i } = k;
    // A story needs a writer: the built-in engine gives the frame and the facts it knows.
    return [
      '## Story Frame',
      `The built-in engine does not write stories; here is a frame for a short story on ${i.topic}.`,
      numbered([
        `Setting and main character: ${toAdd('who, where and when')}`,
        `The problem: ${k.notes ? k.notes.example.problem : toAdd('a problem the character meets that needs the idea')}`,
        `How it is solved: ${k.notes ? k.notes.example.steps.join(' ') : toAdd('the steps the character works out')}`,
        `Ending: ${k.notes ? `the character explains the answer (${k.notes.example.answer}).` : toAdd('what the character learned')}`,
      ]),
      '## Words to use in the story',
      list(termLines(k)),
      '## Talk About It',
      numbered([
        'What problem did the character meet, and how did they solve it?',
        'Which key words did the story use, and what do they mean?',
        'Where else could the same idea help?',
      ]),
      '## Your Turn',
      STYLE[i.learningStyle].task(i.topic),
    ];
  },
  explanation: (k) => {
    const { input: i } = k;
    return [
      '## Key Words',
      list(termLines(k)),
      '## Worked Example',
      ...exampleLines(k),
      '## Watch Out',
      list(mistakeLines(k)),
      '## Learn It Your Way',
      `${STYLE[i.learningStyle].label}: ${STYLE[i.learningStyle].tip} ${STYLE[i.learningStyle].task(i.topic)}`,
      '## Check Yourself',
      numbered(questionsOrPlace(k, 3).map((x) => x.q)),
    ];
  },
  quiz: (k) => {
    const items = questionsOrPlace(k, Math.max(5, Math.min(15, Math.round(k.input.duration / 3))));
    return [
      '## Quiz',
      numbered(items.map((x) => x.q)),
      '## Answers (teacher)',
      numbered(items.map((x) => x.a)),
    ];
  },
};

/** Classroom material of the asked type and style. Teacher requirements are quoted, never obeyed as commands. */
export function generateClassroomContent(input: GenerateContentBody): GeneratedContent {
  const title = `${capitalise(input.topic)}: ${capitalise(input.contentType)} (${gradeName(input.grade)})`;
  const known = knownFor(input);
  const body = [...nothingReal(known), ...BUILDERS[input.contentType](known)];
  const { wordBank, notes } = requirementSections(input, body, known.terms);
  const parts = [
    `# ${title}`,
    `_${input.subject} · ${gradeName(input.grade)} · ${STYLE[input.learningStyle].label} learners · about ${input.duration} minutes_`,
    ...wordBank,
    ...body,
    ...notes,
  ];
  return generatedContent.parse({ title: clip(title, 200), content: parts.join('\n\n') });
}
