import type { GRADES, SUBJECTS } from '../../../contracts/constants';
import { PRACTICES } from './teaching-practice';

type Subject = (typeof SUBJECTS)[number];
export type Grade = (typeof GRADES)[number];

/**
 * What the offline assistant understood of a teacher's request (issue 33 item 5), read in one
 * pass: each recogniser below claims the characters it accounts for (the kind of help, a grade,
 * a count, a duration, a subject's name, names, dates, an event, everyday words), and whatever
 * content-bearing words are left make up the topic phrase, in the teacher's own words. The
 * decision (offline-answer.ts) then answers only when every field can be honoured and the
 * topic is fully covered by reviewed content; otherwise it says so. Nothing here guesses.
 */
export type RequestKind =
  | 'lesson'
  | 'quiz'
  | 'worksheet'
  | 'parent-letter'
  | 'behaviour'
  | 'differentiation'
  | 'support'
  | 'explain'
  | 'ideas'
  | 'practice'
  | 'greeting'
  | 'other';

export interface Understood {
  kind: RequestKind;
  grade?: Grade;
  /** "Year 7" is Grade 6 in England and Grade 7 in Australia: kept as written, not guessed. */
  yearLevel?: string;
  /** A subject the teacher named outright. */
  subject?: Subject;
  /** The words left after everything else was accounted for, as the teacher wrote them. */
  topic?: string;
  count?: number;
  minutes?: number;
  /** People named (capitalised, accents and apostrophes kept), for letters. */
  names: string[];
  /** Dates and days as written ("May 3", "Friday 14 June", "22/05", "Thursday"). */
  dates: string[];
  /** Events as written ("class trip to the aquarium", "school concert"). */
  events: string[];
  /** A "please ..." request to families, as written. */
  asks: string[];
  /**
   * Every content-bearing word no recogniser claimed (the topic's words among them): the
   * decision answers only if the kind's reviewed content accounts for each one.
   */
  unaccounted: string[];
  /** The request as typed. */
  text: string;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const NUM = `\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')}`;
const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const DAY_NO = '\\d{1,2}(?:st|nd|rd|th)?';

/** The kinds of help, first match wins: a letter home about a quiz is a letter, and so on. */
const KINDS: [RequestKind, RegExp][] = [
  [
    'parent-letter',
    /\b(?:e-?mail|letter|note|message|newsletter|write|reply|remind\w*)\b[^.?!]*\b(?:home|parents?|famil(?:y|ies)|dad|mum|mom|mother|father|guardians?|carers?)\b|\b(?:letter|note|message|write|e-?mail)\s+(?:to\s+)?(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:parents|family|dad|mum|mom)\b|\b(?:parents?|famil(?:y|ies))\b[^.?!]*\b(?:e-?mail|letter|note|message)\b|\bletter home\b|\b(?:e-?mail|letter|note|message|write)\s+(?:to\s+)?(?:Mr|Mrs|Ms|Dr)\b/iu,
  ],
  ['practice', new RegExp(PRACTICES.map((p) => p.asks.source).join('|'), 'i')],
  ['differentiation', /\bdifferentiat\w*|\bscaffold\w*|\bmixed[- ]ability\b/i],
  [
    'ideas',
    /\b(?:warm[- ]?ups?|starters?|hooks?|exit tickets?|activit(?:y|ies)|games?|bell[- ]?ringers?|do[- ]nows?)\b[^.?!]*\bideas?\b|\bideas?\b[^.?!]*\b(?:warm[- ]?ups?|starters?|hooks?|exit tickets?|activit(?:y|ies)|games)\b|\b(?:fun )?games? for\b/i,
  ],
  ['worksheet', /\bworksheets?\b/i],
  [
    'quiz',
    /\b(?:quiz(?:zes)?|tests?|exams?|assessments?)\b|\b\d{1,2}[\s-]*(?:quiz\s+)?questions?\b/i,
  ],
  ['lesson', /\blessons?\b|\bunits?\b/i],
  [
    'behaviour',
    /\bbehaviou?r\w*|\bclassroom management\b|\bdisrupt\w*|\bcalling out\b|\btalk\w* (?:over|while)\b|\bnoisy\b|\bsettle\b|\brefus\w*|\bdefian\w*|\bphones?\b[^.?!]*\bclass\b|\b(?:cyber)?bull(?:y|ied|ying)\b|\bbit(?:e|es|ing)\b|\bmeltdowns?\b/i,
  ],
  [
    'support',
    /\bstruggl\w*|\bfalling behind\b|\bsupport\b|\biep\b|\b504\b|\baccommodations?\b|\banxious\b|\bhelp (?:a|my|this) (?:student|child|pupil)\b/i,
  ],
  [
    'explain',
    /\bexplain\w*|\bhow (?:do|should|can|would) (?:i|we) (?:introduce|teach)\b|\bwhat (?:is|are)\b/i,
  ],
];

const GREETING =
  /^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening))(?: there)?\s*[!.,]*\s*$|^\s*(?:thanks|thank you|thx|cheers|ty)(?: (?:so much|a lot|very much))?\s*[!.,]*\s*$/i;

/** A subject named outright. */
const SUBJECT_NAMES: [Subject, RegExp][] = [
  ['Mathematics', /\b(?:maths?|mathematics)\b/i],
  ['Science', /\bscience\b(?! (?:fair|museum))/i],
  ['English', /\b(?:english|ela)\b/i],
  ['History', /\bhistory\b(?! museum)/i],
  ['Geography', /\bgeography\b/i],
  ['Physical Education', /\b(?:p\.e\.|pe|physical education)\b/i],
  ['Art', /\bart\b(?! (?:gallery|museum))/i],
];

/**
 * Words that carry no content of their own: articles, pronouns, request verbs, politeness,
 * the people in a classroom and the words of the kinds of help. Anything else a teacher
 * writes is content the answer must honour, or the assistant says it cannot.
 */
const EVERYDAY = new Set(
  `a an the of and or to for on in at by with about from into onto as some any all each every this that these those it its
  i me my we us our you your u ur he him his she her they them their who whom which what when how why where there here
  is are was were be been am do does did can could would will should shall may might must have has had get got let lets
  please pls plz kindly thanks just also really very quite so too now then again maybe possibly actually simply simple
  need needs want wants like would love using use make create write draft give generate build design prepare produce put
  help plan plans planning set up quick short brief little nice good great fun friendly new some few couple more
  class classes students student kids kid pupils pupil learners learner children child group graders grader level
  lesson lessons quiz quizzes test tests exam exams assessment assessments question questions qs q items item problems problem
  worksheet worksheets idea ideas activity activities warm warmup warm-up warmups starter starters hook hooks exit ticket tickets
  teach teaching teacher explain explaining introduce introducing ways way tips strategies strategy suggest suggestions
  differentiate differentiation differentiated scaffold ability mixed
  behaviour behavior management classroom plan deal handle manage cope keep keeps keeping what's whats
  support struggling struggle struggles falling behind
  email e-mail letter note message home parent parents family families dad mum mom mother father guardian guardians
  carer carers mr mrs ms miss dear
  minute minutes min mins grade gr year yr`
    .split(/\s+/)
    .filter(Boolean),
);

/** "child's" is "child": a possessive adds no content. */
export const isEveryday = (word: string) => EVERYDAY.has(word.toLowerCase().replace(/['’]s$/, ''));

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** The text with claimed spans blanked out, so later recognisers and the topic skip them. */
class Claims {
  private readonly taken: boolean[];
  constructor(readonly text: string) {
    this.taken = Array.from(text, () => false);
  }
  /** Claims every match of `re` (or its group `group`) and returns the matches. */
  claim(re: RegExp, group = 0): RegExpExecArray[] {
    const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    const found: RegExpExecArray[] = [];
    for (const m of this.text.matchAll(global)) {
      const start = m.index + (group ? m[0].indexOf(m[group]!) : 0);
      const part = group ? m[group]! : m[0];
      if (!part || this.isTaken(start, part.length)) continue;
      for (let i = start; i < start + part.length; i += 1) this.taken[i] = true;
      found.push(m);
    }
    return found;
  }
  isTaken(start: number, length: number) {
    for (let i = start; i < start + length; i += 1) if (this.taken[i]) return true;
    return false;
  }
  /** Unclaimed words, in order, with their places. */
  freeWords(): { word: string; start: number; end: number }[] {
    return [...this.text.matchAll(WORD)]
      .filter((m) => !this.isTaken(m.index, m[0].length))
      .map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  }
}

function readGrade(c: Claims): Pick<Understood, 'grade' | 'yearLevel'> {
  const grades = [
    ...c.claim(/\b(?:kindergarten|kinder|kindy)\b/i).map(() => 'K'),
    ...c
      .claim(
        new RegExp(
          `\\b(?:grade|gr\\.?|grd)\\s*(k|\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\b`,
          'i',
        ),
      )
      .map((m) => (m[1]!.toLowerCase() === 'k' ? 'K' : String(toNumber(m[1]!)))),
    ...c
      .claim(/\b(\d{1,2})(?:st|nd|rd|th)[\s-]*(?:grade|graders?)\b/i)
      .map((m) => String(Number(m[1]))),
    ...c
      .claim(new RegExp(`\\b(${ORDINALS.join('|')})[\\s-]*(?:grade|graders?)\\b`, 'i'))
      .map((m) => String(ORDINALS.indexOf(m[1]!.toLowerCase()) + 1)),
  ];
  const year = c.claim(/\b(?:year|yr|y)\s*(\d{1,2})\b/i)[0];
  const valid = [...new Set(grades)].filter((g) => g === 'K' || (+g >= 1 && +g <= 12));
  return {
    // Two different grades in one request: neither is chosen.
    ...((valid.length === 1 && grades.length === valid.length) || new Set(valid).size === 1
      ? { grade: valid[0] as Grade }
      : {}),
    ...(year ? { yearLevel: year[0] } : {}),
  };
}

function readDates(c: Claims): string[] {
  const patterns = [
    new RegExp(`\\b(?:(?:${DAYS}),?\\s+)?${DAY_NO}\\s+(?:of\\s+)?(?:${MONTHS})\\b`, 'i'),
    new RegExp(`\\b(?:(?:${DAYS}),?\\s+)?(?:${MONTHS})\\.?\\s+${DAY_NO}\\b`, 'i'),
    /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/,
    new RegExp(`\\b(?:next\\s+|this\\s+)?(?:${DAYS})\\b`, 'i'),
    /\b(?:tomorrow|today|yesterday|(?:next|last|this) (?:week|month|term))\b/i,
  ];
  // "May 3" and "may": only a month with a day is a date, never the verb.
  return patterns.flatMap((re) => c.claim(re).map((m) => m[0]));
}

const EVENT_WORDS =
  "trip|field trip|visit|concert|fair|sports day|parents['’]? evening|open (?:house|evening|day)|performance|assembly|festival|show|spelling bee|play|workshop|conference|celebration|disco|camp|excursion|fundraiser|bake sale";

/** "our class trip to the aquarium", "the school concert", "the science fair", as written. */
function readEvents(c: Claims): string[] {
  const place = "(?:the\\s+)?(?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}'’-]+";
  const trip = new RegExp(
    `\\b(?:(?:our|the|a)\\s+)?(?:(?:class|school|year|grade)\\s+)?(?:field\\s+)?(?:trip|visit|excursion)\\s+to\\s+${place}(?=\\s+(?:on|in|at|this|next|is|will|for|and|please)\\b|[,.;:!?)]|$)`,
    'iu',
  );
  const named = new RegExp(
    `\\b(?:(?:our|the|a)\\s+)?(?:(?:class|school|science|book|sports|spring|winter|summer|christmas|end[- ]of[- ]year)\\s+)?(?:${EVENT_WORDS})\\b`,
    'iu',
  );
  return [...c.claim(trip), ...c.claim(named)].map((m) => m[0]);
}

const NOT_NAMES = new Set(
  `I The This That Our My Your Their Dear Grade Year Can Could Please Write Draft Email Letter Note Message Make Create
  Mr Mrs Ms Miss Dr Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July
  August September October November December Mathematics Maths Math Science English History Geography Art PE Hi Hello
  Thanks Letter Home Parents Parent`.split(/\s+/),
);

/** Capitalised words not at the start of the request: "Maya", "José", "Ana-María", "O'Brien". */
function readNames(c: Claims): string[] {
  const found = c.claim(
    /(?<=\S\s+|^\s*(?:Mr|Mrs|Ms|Dr)\.?\s+)(?:(?:Mr|Mrs|Ms|Dr)\.?\s+(?:and\s+(?:Mr|Mrs|Ms)\.?\s+)?)?\p{Lu}[\p{Ll}'’]*(?:[-'’]\p{Lu}?[\p{Ll}]+)*(?:'s|’s)?(?=[\s,.!?;:)]|$)/u,
  );
  return found
    .map((m) =>
      m[0]
        .replace(/(?:'s|’s)$/, '')
        .replace(/^(?:Mr|Mrs|Ms|Dr)\.?\s+(?:and\s+(?:Mr|Mrs|Ms)\.?\s+)?/, ''),
    )
    .filter((n) => !NOT_NAMES.has(n));
}

/**
 * Words naming what a kind's answer always holds ("with learning objectives, timed activities
 * and an exit ticket", "with an answer key", "for visual and kinesthetic learners"): asked for,
 * and honoured by construction, so they are not part of the topic.
 */
const KIND_WORDS: Partial<Record<RequestKind, RegExp>> = {
  lesson: /^(?:learning|objectives?|timed|activit(?:y|ies)|materials?|exit|tickets?|practice)$/i,
  quiz: /^(?:answer|answers|key|mix|mixed|types?|varied)$/i,
  worksheet: /^(?:answer|answers|key|mix|mixed|types?|varied)$/i,
  differentiation:
    /^(?:visual|auditory|kinesthetic|kinaesthetic|reading|writing|reading\/writing|learners?|styles?|tiered|stretch|challenge)$/i,
  support: /^(?:loses?|losing|independent|work|during|tasks?)$/i,
};

/** Reads one request; kinds and topics are the teacher's, never filled in. */
export function understand(text: string): Understood {
  const c = new Claims(text);
  const greeting = GREETING.test(text);
  const kind: RequestKind = greeting
    ? 'greeting'
    : (KINDS.find(([, re]) => re.test(text))?.[0] ?? 'other');
  const letter = kind === 'parent-letter';

  const dates = letter ? readDates(c) : [];
  const events = letter ? readEvents(c) : [];
  const asks = letter
    ? c.claim(/\bplease\s+((?:return|bring|send|sign|reply|let)[^.;!?]*)/i, 1).map((m) => m[1]!)
    : [];
  const minutes = c.claim(new RegExp(`\\b(${NUM})[\\s-]*(?:minutes?|mins?)\\b`, 'i'))[0];
  const count = c.claim(
    new RegExp(
      `\\b(${NUM})[\\s-]*(?:quiz\\s+|short\\s+|multiple[- ]choice\\s+)?(?:questions?|qs?|items?|problems?)\\b`,
      'i',
    ),
  )[0];
  const ideaCount =
    kind === 'ideas'
      ? c.claim(
          new RegExp(
            `\\b(${NUM})\\s+(?:(?:good|quick|fun)\\s+)?(?:warm[- ]?ups?|starters?|hooks?|exit tickets?|activit(?:y|ies)|games?)\\b`,
            'i',
          ),
        )[0]
      : undefined;
  const grade = readGrade(c);
  // Only the first named subject: "Grade 5 Science" and "science" once.
  const subject = SUBJECT_NAMES.find(([, re]) => c.claim(re).length > 0)?.[0];
  // A student from the roster reaches the engine as a placeholder: a name, whatever the kind.
  const roster = c
    .claim(/\[STUDENT_\d+(?:_FIRST|_LAST)?\](?:\s+\[STUDENT_\d+_LAST\])?/)
    .map((m) => m[0]);
  const names = [...roster, ...(letter ? readNames(c) : [])];
  // The kind's own words ("lesson plan", "quiz", "email home") are everyday words.
  const free = c.freeWords();
  const own = KIND_WORDS[kind];
  const content = free.filter((w) => !isEveryday(w.word) && !own?.test(w.word));
  const topic =
    content.length > 0
      ? text.slice(content[0]!.start, content.at(-1)!.end).replace(/\s+/g, ' ').trim()
      : undefined;
  const n = (m?: RegExpExecArray) => (m ? toNumber(m[1]!) : undefined);
  return {
    kind,
    ...grade,
    ...(subject ? { subject } : {}),
    ...(topic ? { topic } : {}),
    ...(n(count ?? ideaCount) ? { count: n(count ?? ideaCount) } : {}),
    ...(n(minutes) ? { minutes: n(minutes) } : {}),
    names,
    dates,
    events,
    asks,
    unaccounted: content.map((w) => w.word),
    text,
  };
}

/** What a reply is written from: the fields the decision checked, and the request as typed. */
export interface ChatRequest {
  grade?: string;
  subject?: string;
  topic?: string;
  minutes?: number;
  questionCount?: number;
  names?: readonly string[];
  dates?: readonly string[];
  events?: readonly string[];
  asks?: readonly string[];
  text: string;
}
