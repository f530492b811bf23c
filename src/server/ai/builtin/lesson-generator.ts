import {
  lessonPlan,
  type GenerateLessonBody,
  type LessonPlan,
} from '../../../contracts/ai.contract';
import { gradeName } from './bloom';
import { capitalise, clip } from './clip';
import type { TopicNotes } from './knowledge/types';
import { splitMinutes } from './minutes';
import { seededRandom, hashSeed } from './seeded-random';
import { subjectMoves } from './subject-moves';
import {
  hasMaterial,
  inlineItem,
  practiceDrafts,
  toAdd,
  topicMaterial,
  type TopicMaterial,
} from './topic-material';
import { materialDrafts, materialName, materialOf } from './material';
import { factSentences, keyTermsOf, type KeyTerm } from './source-questions';

const PHASE_WEIGHTS = [10, 25, 25, 25, 15];
const PHASE_NAMES = [
  'Warm-up',
  'Direct Instruction',
  'Guided Practice',
  'Independent Practice',
  'Closure',
];

/** Says in one plain sentence what the built-in engine had to work with. */
function overviewOf(input: GenerateLessonBody, m: TopicMaterial): string {
  // "a mathematics lesson", but "an English lesson": a language keeps its capital.
  const subject = input.subject === 'English' ? 'English' : input.subject.toLowerCase();
  const lesson = `A ${input.duration}-minute ${subject} lesson for ${gradeName(input.grade)} on ${input.topic}.`;
  if (m.notes)
    return `${lesson} It teaches the key terms (${termList(m.notes)}) through a worked example, with practice problems and answers and the misconceptions to listen for, from Chalkwise's reviewed notes.`;
  if (hasMaterial(m))
    return `${lesson} The practice problems come from Chalkwise's ${m.math ? 'checked maths generator' : 'reviewed question bank'}; the built-in engine has no reviewed notes on "${input.topic}", so the key terms and worked example are marked [Add: ...] for you to fill in.`;
  return `${lesson} Chalkwise's built-in engine has no reviewed material on "${input.topic}", so this plan gives the lesson's structure, with [Add: ...] where your content goes.`;
}

const termList = (notes: TopicNotes) => notes.terms.map(([t]) => t).join(', ');

const workedExample = (notes: TopicNotes) =>
  `Worked example: ${notes.example.problem} ${notes.example.steps.map((s, i) => `(${i + 1}) ${s}`).join(' ')} Answer: ${notes.example.answer}.`;

const numberedItems = (label: string, items: readonly { q: string; a: string }[], from = 1) =>
  `${label}: ${items.map((x, i) => `${i + from}. ${x.q} [Answer: ${x.a}]`).join(' ')}`;

/** "sentence 3" as the plan cites it. */
const cite = (t: { n: number; text: string }) => `sentence ${t.n}: "${t.text}"`;
const meaning = (t: KeyTerm) => (t.definition ? `${t.term} (${t.definition})` : t.term);

/**
 * A lesson from the teacher's material (issue 34 item 3): its key terms and its own sentences,
 * each cited by number, and practice drawn from them; the overview says where it came from.
 */
function fromMaterial(input: GenerateLessonBody, text: string) {
  const name = materialName(input);
  const terms = keyTermsOf(text, 6);
  const facts = factSentences(text).slice(0, 4);
  const practice = materialDrafts(text, name, 9).map(inlineItem);
  const termNames = terms.map((t) => t.term).join(', ');
  const subject = input.subject === 'English' ? 'English' : input.subject.toLowerCase();
  const overview =
    `A ${input.duration}-minute ${subject} lesson for ${gradeName(input.grade)} on ${input.topic}, built from ${name}. ` +
    (terms.length
      ? `It teaches the key terms the material uses (${termNames}) from its own sentences, with ${practice.length} practice ${practice.length === 1 ? 'question' : 'questions'} drawn from them; each cites the sentence it comes from.`
      : `${capitalise(name)} has no sentences that state a fact, so the key terms and practice are marked [Add: ...] for you to fill in.`);
  const instruction = terms.length
    ? [
        `Key terms from ${name}: ${terms.map((t) => `${meaning(t)}, ${cite(t)}`).join('; ')}.`,
        `Read together from ${name}: ${facts.map(cite).join(' ')}`,
        'Think aloud as you read, naming each key term where it appears; leave the terms on the board.',
      ]
    : [
        toAdd(`the key terms of ${input.topic}, each with a student-friendly definition`),
        toAdd('a worked example or model, with its steps'),
      ];
  return { name, terms, termNames, practice, overview, instruction };
}

/**
 * A complete, timed lesson plan from the teacher's fields, deterministic for the same input.
 * Everything topic-specific comes from what the engine really has (topic-material.ts); what it
 * lacks is a marked place for the teacher, never a sentence built around the topic's name.
 */
export function generateLessonPlan(input: GenerateLessonBody): LessonPlan {
  const rnd = seededRandom(hashSeed(input));
  const { topic, subject, grade, duration } = input;
  const moves = subjectMoves(subject);
  const text = materialOf(input);
  const source = text ? fromMaterial(input, text) : undefined;
  const m = topicMaterial(input, rnd);
  // The teacher's material, when given, is the lesson's content; the engine's notes stay out.
  const notes = source ? undefined : m.notes;
  const practice = source?.practice ?? practiceDrafts(input, m, 9, rnd).map(inlineItem);
  const [guided, independent, exit, home] = [
    practice.slice(0, 3),
    practice.slice(3, 6),
    practice[6],
    practice.slice(7, 9),
  ];
  const wrong = notes?.misconceptions ?? [];

  // The teacher's own objectives are theirs: kept exactly as typed.
  const typed = input.objectives.map((o) => o.trim()).filter(Boolean);
  const objectives =
    typed.length > 0
      ? typed.slice(0, 12)
      : source?.terms.length
        ? [
            `Students will be able to explain ${source.termNames} in their own words, as ${source.name} uses them.`,
          ]
        : notes
          ? notes.goals.map((g) => `Students will be able to ${g}.`)
          : [toAdd(`what students will be able to do by the end of the lesson on ${topic}`)];

  const activities = [
    [
      wrong[0]
        ? `Agree or disagree? Show the statement "${wrong[0].wrong}" and let pairs decide and give a reason. (It is false: ${wrong[0].right})`
        : moves.hook(topic),
      'Share the learning objectives in student-friendly words.',
    ],
    source
      ? source.instruction
      : notes
        ? [
            `Key terms: ${notes.terms.map(([t, d]) => `${t}: ${d}`).join('; ')}.`,
            workedExample(notes),
            'Think aloud as you work it, naming each step; leave it on the board.',
          ]
        : [
            moves.model(topic),
            toAdd(`the key terms of ${topic}, each with a student-friendly definition`),
            toAdd('a worked example or model, with its steps'),
          ],
    [
      guided.length > 0
        ? numberedItems('Pairs solve', guided)
        : toAdd(`three practice tasks on ${topic}, with their answers`),
      wrong[1]
        ? `Listen for the misconception "${wrong[1].wrong}" ${wrong[1].right}`
        : 'Circulate, ask "how do you know?", and pull a small group for re-teaching.',
    ],
    [
      independent.length > 0
        ? numberedItems('On their own', independent, guided.length + 1)
        : toAdd(`independent practice on ${topic}, with a challenge for early finishers`),
      'Early finishers write a problem of their own like the ones above, with its solution.',
    ],
    [
      exit
        ? `Exit ticket: ${exit.q} [Answer: ${exit.a}] Add one "what I still wonder".`
        : `Exit ticket: ${toAdd(`two short questions on ${topic}`)} and one "what I still wonder".`,
      'Preview how the next lesson builds on this one.',
    ],
  ];
  const phases = splitMinutes(duration, PHASE_WEIGHTS).map((minutes, i) => ({
    name: PHASE_NAMES[i]!,
    minutes,
    activities: activities[i]!.map((a) => clip(a, 1000)),
  }));

  const terms = notes ? termList(notes) : source?.terms.length ? source.termNames : undefined;
  const plan = {
    title: clip(
      input.title?.trim() || `${capitalise(topic)}: ${subject} lesson for ${gradeName(grade)}`,
      200,
    ),
    // The teacher's description is not echoed: a saved lesson shows it from its own field.
    overview: clip(source ? source.overview : overviewOf(input, m), 2000),
    objectives: objectives.map((o) => clip(o, 500)),
    materials: [
      ...(source ? [`Copies of ${source.name}`] : []),
      ...moves.material,
      ...(terms ? ['Key-term cards'] : []),
      'Exit ticket slips',
    ],
    phases,
    differentiation: terms
      ? {
          visual: `A labelled diagram or graphic organiser using the key terms (${terms}); colour-code each term.`,
          auditory: 'Pairs talk through the worked example aloud, one step each, then swap roles.',
          kinesthetic: `A card sort matching each key term (${terms}) to its definition and an example.`,
          reading: "Guided notes with the key terms and the worked example's steps to complete.",
        }
      : {
          visual: `A graphic organiser or labelled diagram. ${toAdd('the diagram or organiser for this topic')}`,
          auditory: 'Pairs explain the model to each other aloud, then swap roles.',
          kinesthetic: `Cards or manipulatives to sort or act out the steps. ${toAdd('what students sort or build')}`,
          reading: `A short reading with guided notes and a written summary prompt. ${toAdd('the reading')}`,
        },
    checksForUnderstanding: [
      ...wrong.map((w) => `Listen for "${w.wrong}" ${w.right}`),
      'Mini whiteboard responses during guided practice.',
      'Sort exit tickets into "got it", "nearly" and "re-teach" piles for tomorrow.',
    ].map((c) => clip(c, 500)),
    homework: clip(
      home.length > 0
        ? `Practise: ${home.map((x) => x.q).join(' ')} Then write one problem of your own with its solution.`
        : moves.homework(topic),
      2000,
    ),
  };
  return lessonPlan.parse(plan);
}
