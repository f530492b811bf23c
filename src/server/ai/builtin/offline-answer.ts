import type { ChatTurn } from '../../../contracts/ai.contract';
import { gradeName } from './bloom';
import {
  assessmentReply,
  behaviourIssues,
  behaviourReply,
  differentiationReply,
  lessonReply,
  OFFLINE_CAN,
  smallTalk,
  supportAreas,
  supportReply,
} from './chat-replies';
import { letterKind, parentLetter } from './parent-letters';
import { practiceReply } from './teaching-practice';
import { coverTopic } from './topic-catalogue';
import { explainReply, ideasReply } from './topic-replies';
import { understand, type RequestKind, type Understood } from './understand';
import { quickStartLinks, type QuickStart } from './quick-start';

/**
 * The offline assistant's decision (issue 33 item 5): answer only when the engine can do
 * exactly what was asked (kind, grade, subject, topic, count, names, dates all honoured) and
 * nothing the teacher wrote is left unaccounted for; otherwise say plainly what it understood,
 * what it cannot do and why, and offer the matching form with those fields filled in.
 */
export interface Fields {
  grade?: string;
  subject?: string;
  topic?: string;
  count?: number;
  minutes?: number;
}

export type OfflineResult =
  | { outcome: 'answer'; kind: RequestKind; fields: Fields; text: string }
  | {
      outcome: 'honest';
      kind: RequestKind;
      understood: Understood;
      fields: Fields;
      /** Why it cannot answer, one plain sentence each. */
      reasons: string[];
      forms: QuickStart[];
      text: string;
    };

const KIND_NAMES: Record<RequestKind, string> = {
  lesson: 'a lesson plan',
  quiz: 'a quiz',
  worksheet: 'a worksheet',
  'parent-letter': 'a letter to families',
  behaviour: 'behaviour strategies',
  differentiation: 'differentiation ideas',
  support: 'support strategies for a student',
  explain: 'an explanation of a topic',
  ideas: 'teaching ideas',
  practice: 'advice on classroom practice',
  greeting: 'a greeting',
  other: 'something the built-in assistant does not write',
};

/** Kinds whose answer is built on a topic the reviewed content must cover. */
const TOPIC_KINDS = new Set<RequestKind>([
  'lesson',
  'quiz',
  'worksheet',
  'differentiation',
  'explain',
  'ideas',
]);
/** Kinds whose content is pitched at a grade: without one there is nothing to pitch it at. */
const GRADE_KINDS = new Set<RequestKind>(['lesson', 'quiz', 'worksheet']);

const quote = (words: readonly string[]) => words.map((w) => `"${w}"`).join(', ');

class Refusal {
  readonly reasons: string[] = [];
  add(reason: string) {
    this.reasons.push(reason);
  }
  get any() {
    return this.reasons.length > 0;
  }
}

/** The request's content words that `known` (the kind's reviewed content) does not cover. */
const unknownWords = (u: Understood, known: (word: string) => boolean) =>
  u.unaccounted.filter((w) => !known(w));

function decide(u: Understood): OfflineResult {
  const no = new Refusal();
  const fields: Fields = {
    ...(u.grade ? { grade: u.grade } : {}),
    ...(u.subject ? { subject: u.subject } : {}),
    ...(u.topic ? { topic: u.topic } : {}),
    ...(u.count ? { count: u.count } : {}),
    ...(u.minutes ? { minutes: u.minutes } : {}),
  };
  if (u.yearLevel)
    no.add(
      `"${u.yearLevel}" is Grade ${Number(u.yearLevel.replace(/\D/g, '')) - 1} in England and Wales but Grade ${u.yearLevel.replace(/\D/g, '')} in Australia and New Zealand: say the grade, for example "Grade 6".`,
    );
  if (u.kind === 'other')
    no.add('The built-in assistant has no way to write that without a language model.');
  if (GRADE_KINDS.has(u.kind) && !u.grade && !u.yearLevel)
    no.add(
      `Which grade is it for? ${KIND_NAMES[u.kind]} is pitched at a grade, and I won't guess one.`.replace(
        /^./,
        (c) => c.toUpperCase(),
      ),
    );

  if (TOPIC_KINDS.has(u.kind)) {
    if (!u.topic)
      no.add('Which topic? I need the topic in your words, for example "on the water cycle".');
    else {
      const cover = coverTopic(u.unaccounted.join(' '), u.grade, u.subject);
      if (!cover || cover.uncovered.length > 0) {
        const missing = cover?.uncovered.length ? cover.uncovered : u.unaccounted;
        no.add(
          `I have no reviewed material on "${u.topic}"${u.grade ? ` for ${gradeName(u.grade)}` : ''}${u.subject ? ` in ${u.subject}` : ''}: nothing covers ${quote(missing)}.`,
        );
      } else fields.subject = cover.subject;
    }
  }
  if (u.kind === 'behaviour') {
    const issues = behaviourIssues(u.text);
    const unknown = unknownWords(u, (w) => issues.some((i) => i.covers(w)));
    if (issues.length === 0 || unknown.length > 0)
      no.add(
        `I have reviewed strategies only for talking over instructions or calling out, settling after breaks, phones, and refusal to work${unknown.length ? `, and nothing on ${quote(unknown)}` : ''}.`,
      );
  }
  if (u.kind === 'support') {
    const unknown = unknownWords(
      u,
      (w) => supportAreas(w) || coverTopic(w)?.uncovered.length === 0,
    );
    if (unknown.length > 0)
      no.add(
        `I have reviewed support strategies for reading, writing, maths, focus and anxiety, and nothing on ${quote(unknown)}.`,
      );
  }
  if (u.kind === 'parent-letter') {
    const kind = letterKind(u.text);
    const unknown = unknownWords(u, (w) => LETTER_WORDS.test(w) || isSubjectWord(w));
    if (kind === 'news' || unknown.length > 0)
      no.add(
        `I write letters home that praise a student, report an absence, raise a concern or announce an event, keeping the names, dates and event you give${unknown.length ? `; I can't write about ${quote(unknown)} without a language model` : ''}.`,
      );
  }
  if (u.count !== undefined && (u.count < 1 || u.count > 50))
    no.add(`${u.count} questions is more than one assessment holds (at most 50).`);
  if (u.minutes !== undefined && (u.minutes < 5 || u.minutes > 600))
    no.add(`A lesson runs 5 to 600 minutes, not ${u.minutes}.`);

  if (!no.any) {
    const answer = write(u, fields);
    if (answer.ok) return { outcome: 'answer', kind: u.kind, fields, text: answer.text };
    no.add(answer.why);
  }
  return honest(u, fields, no.reasons);
}

/** Words that choose a letter's shape (praise, a concern, a reminder) rather than its content. */
const LETTER_SHAPE =
  /^(?:prais\w*|celebrat\w*|congratulat\w*|proud|great|well|done|concerns?|concerned|worr\w*|invite|inviting|remind\w*|inform\w*|know|update|short|quick|details)$/i;
/** Content a letter of a known shape carries in the teacher's words (checked in the letter). */
const LETTER_CONTENT =
  /^(?:progress|improv\w*|achiev\w*|award\w*|won|win|project|effort|hard|work\w*|absen\w*|attendance|missed|missing|sick|ill|illness|late|struggl\w*|homework|incomplete|failing|behind|falling|grades?|marks?|meeting|meet|call|chat|talk|event|returns?|permission|slips?|forms?)$/i;
const LETTER_WORDS = { test: (w: string) => LETTER_SHAPE.test(w) || LETTER_CONTENT.test(w) };
const isSubjectWord = (w: string) =>
  /^(?:maths?|mathematics|science|english|history|geography|art|reading|writing|spelling|phonics)$/i.test(
    w,
  );

/** The fewest real questions worth a quiz when the teacher named no count. */
const MIN_UNASKED = 4;

type Written = { ok: true; text: string } | { ok: false; why: string };

/** Writes the answer, then checks it honours every field; a miss is a refusal, never a silent drop. */
function write(u: Understood, fields: Fields): Written {
  const r = {
    ...fields,
    ...(u.count ? { questionCount: u.count } : {}),
    text: u.text,
    names: u.names,
    dates: u.dates,
    events: u.events,
    asks: u.asks,
  };
  switch (u.kind) {
    case 'greeting':
      return { ok: true, text: smallTalk(u.text) ?? `Hello! ${OFFLINE_CAN}` };
    case 'practice': {
      const text = practiceReply(r);
      return text
        ? { ok: true, text }
        : { ok: false, why: 'I have no reviewed notes on that question of practice.' };
    }
    case 'lesson':
      return { ok: true, text: lessonReply(r) };
    case 'quiz':
    case 'worksheet': {
      let out = assessmentReply(r, u.kind);
      // No count asked for: the questions there are, if enough for a short quiz, not a default 10.
      if (!u.count && out.notice && !out.outline && out.count >= MIN_UNASKED)
        out = assessmentReply({ ...r, questionCount: out.count }, u.kind);
      if (out.notice || out.outline || (u.count && out.count !== u.count))
        return {
          ok: false,
          why: `I have only ${out.count === 0 || out.outline ? 'no' : out.count} reviewed question${out.count === 1 ? '' : 's'} on "${u.topic}" for ${gradeName(u.grade!)}${u.count ? `, and you asked for ${u.count}` : ''}.`,
        };
      return { ok: true, text: out.text };
    }
    case 'differentiation':
      return { ok: true, text: differentiationReply(r) };
    case 'explain': {
      const text = explainReply(r);
      return text
        ? { ok: true, text }
        : {
            ok: false,
            why: `I have reviewed questions on "${u.topic}" but no notes to explain it from.`,
          };
    }
    case 'ideas': {
      const text = ideasReply(r);
      return text
        ? { ok: true, text }
        : { ok: false, why: `I have nothing reviewed on "${u.topic}" to make ideas from.` };
    }
    case 'support':
      return { ok: true, text: supportReply(r) };
    case 'behaviour':
      return { ok: true, text: behaviourReply(r) };
    case 'parent-letter': {
      const text = parentLetter(r);
      const carried = u.unaccounted.filter((w) => !LETTER_SHAPE.test(w));
      const lost = [
        ...[...u.names, ...u.dates, ...u.events, ...u.asks].filter((k) => !text.includes(k)),
        ...(u.grade && !text.includes(gradeName(u.grade)) ? [gradeName(u.grade)] : []),
        ...carried.filter((w) => !text.toLowerCase().includes(w.toLowerCase())),
      ];
      return lost.length === 0
        ? { ok: true, text }
        : { ok: false, why: `My letter would lose ${quote(lost)}, so I won't write it.` };
    }
    default:
      return {
        ok: false,
        why: 'The built-in assistant has no way to write that without a language model.',
      };
  }
}

function understoodLine(u: Understood, f: Fields): string {
  const parts = [
    KIND_NAMES[u.kind],
    f.grade ? gradeName(f.grade) : u.yearLevel,
    f.subject,
    f.topic ? `on "${f.topic}"` : undefined,
    f.count ? `${f.count} questions` : undefined,
    f.minutes ? `${f.minutes} minutes` : undefined,
    ...u.names.map((n) => `about ${n}`),
    ...u.events,
    ...u.dates,
  ].filter(Boolean);
  return parts.join(', ');
}

function honest(u: Understood, fields: Fields, reasons: string[]): OfflineResult {
  const forms = quickStartLinks(u.kind, fields);
  const text = [
    u.kind === 'other'
      ? "I can't write that offline: the built-in assistant has no language model."
      : `I understood: ${understoodLine(u, fields)}. I can't write exactly that offline.`,
    reasons.map((r) => `- ${r}`).join('\n'),
    OFFLINE_CAN,
    forms.map((f) => `[${f.label}](${f.href})`).join('\n\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { outcome: 'honest', kind: u.kind, understood: u, fields, reasons, forms, text };
}

/**
 * The request a conversation adds up to: the last question, and for a follow-up that names no
 * kind of help ("now for grade 3", "what about decimals?") the earlier request with the new
 * details put in.
 */
export function conversationUnderstood(messages: readonly ChatTurn[]): Understood {
  const asked = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const last = understand(asked.at(-1) ?? '');
  if (last.kind !== 'other' || asked.length < 2) return last;
  const follow =
    /^\s*(?:now|and|also|instead|then|same|again|what about|how about|make it|can you make|do (?:it|the same)|change it)\b/i;
  if (!follow.test(last.text)) return last;
  const before = understand(asked.at(-2)!);
  if (before.kind === 'other' || before.kind === 'greeting') return last;
  const stripped = last.topic?.replace(
    /^(?:now|and|also|instead|then|same|again|what about|how about|make it|can you make|do (?:it|the same)|change it)\b\s*/i,
    '',
  );
  return {
    ...before,
    ...(last.grade ? { grade: last.grade } : {}),
    ...(last.count ? { count: last.count } : {}),
    ...(last.minutes ? { minutes: last.minutes } : {}),
    ...(last.subject ? { subject: last.subject } : {}),
    ...(stripped ? { topic: stripped } : {}),
    text: `${before.text}\n${last.text}`,
  };
}

/** The whole offline reply for a conversation. */
export function offlineAnswer(messages: readonly ChatTurn[]): OfflineResult {
  return decide(conversationUnderstood(messages));
}
