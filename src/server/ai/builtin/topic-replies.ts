import { gradeName } from './bloom';
import type { ChatRequest } from './understand';
import { hashSeed, seededRandom } from './seeded-random';
import {
  hasMaterial,
  inlineItem,
  practiceDrafts,
  topicMaterial,
  type TopicMaterial,
} from './topic-material';

/**
 * Chat answers about a topic itself (how to explain it, warm-up or activity ideas), written only
 * from what the engine really has on it. With nothing, the caller gives the honest answer.
 */
const DEFAULT_GRADE = '5';

interface Known {
  topic: string;
  label: string;
  material: TopicMaterial;
  practice: { q: string; a: string }[];
}

function knownFor(r: ChatRequest): Known | undefined {
  if (!r.topic || !r.subject) return undefined;
  const input = { subject: r.subject, grade: r.grade ?? DEFAULT_GRADE, topic: r.topic };
  const material = topicMaterial(input, seededRandom(hashSeed(input)));
  if (!hasMaterial(material)) return undefined;
  const practice = practiceDrafts(input, material, 4, seededRandom(hashSeed(r.text))).map(
    inlineItem,
  );
  const label = `${r.topic}${r.grade ? ` (${gradeName(r.grade)})` : ''}`;
  return { topic: r.topic, label, material, practice };
}

const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** "three warm-up ideas": the kind of idea asked for and how many. */
function ideaKind(text: string): { name: string; count: number } {
  const name = /exit tickets?/i.test(text)
    ? 'Exit ticket'
    : /activit/i.test(text)
      ? 'Activity'
      : /game/i.test(text)
        ? 'Game'
        : /\bhooks?\b/i.test(text)
          ? 'Hook'
          : 'Warm-up';
  const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
  const n = /\b(two|three|four|five|\d)\b/i.exec(text)?.[1]?.toLowerCase();
  const count = n ? (words[n] ?? Number(n)) : 3;
  return { name, count: Math.min(Math.max(count, 1), 5) };
}

export function ideasReply(r: ChatRequest): string | undefined {
  const k = knownFor(r);
  if (!k) return undefined;
  const { name, count } = ideaKind(r.text);
  const notes = k.material.notes;
  const ideas = [
    ...(notes?.misconceptions ?? []).map(
      (m) =>
        `**Agree or disagree?** Show "${m.wrong}" Pairs decide and give a reason. (It is false: ${m.right})`,
    ),
    ...k.practice.map((p) => `**Quick problem:** ${p.q} _(Answer: ${p.a})_`),
    ...(notes
      ? [
          `**Match-up:** cards with the key terms (${notes.terms.map(([t]) => t).join(', ')}) and their definitions; pairs match them against the clock.`,
        ]
      : []),
  ];
  // Alternate kinds of idea, so three ideas are not three of the same.
  const picked = [ideas[0], ideas.at(-1), ...ideas.slice(1, -1)]
    .filter((x): x is string => !!x)
    .slice(0, count);
  return [
    `## ${name} ideas: ${k.label}`,
    picked.map((p, i) => `${i + 1}. ${p}`).join('\n'),
    `These come from Chalkwise's reviewed ${notes ? 'notes and ' : ''}${k.material.math ? 'maths generator' : 'question bank'} for ${k.topic}.`,
  ].join('\n\n');
}

export function explainReply(r: ChatRequest): string | undefined {
  const k = knownFor(r);
  const notes = k?.material.notes;
  if (!k || !notes) return undefined;
  const e = notes.example;
  return [
    `## Explaining ${k.label}`,
    '### Start with the key terms',
    list(notes.terms.map(([t, d]) => `**${t}**: ${d}`)),
    '### Work one example together',
    `**${e.problem}**`,
    e.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'),
    `**Answer:** ${e.answer}`,
    '### Listen for these misconceptions',
    list(notes.misconceptions.map((m) => `"${m.wrong}" ${m.right}`)),
    ...(k.practice.length
      ? [
          '### Check understanding',
          list(k.practice.slice(0, 2).map((p) => `${p.q} _(Answer: ${p.a})_`)),
        ]
      : []),
  ].join('\n\n');
}
