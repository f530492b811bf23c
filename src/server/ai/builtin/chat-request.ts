import type { ChatTurn } from '../../../contracts/ai.contract';
import type { ASSESSMENT_TYPES, GRADES, SUBJECTS } from '../../../contracts/constants';
import { PRACTICES } from './teaching-practice';

type Subject = (typeof SUBJECTS)[number];
type Grade = (typeof GRADES)[number];
type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

/**
 * What the teacher asked the offline assistant for, read from their own words: the kind of
 * help, and the grade, subject, topic, duration and question count they mentioned.
 */
export type ChatIntent =
  | 'parent'
  | 'differentiation'
  | 'assessment'
  | 'ideas'
  | 'lesson'
  | 'behavior'
  | 'support'
  | 'explain'
  | 'practice';

export interface ChatRequest {
  intent: ChatIntent | null;
  grade?: Grade;
  subject?: Subject;
  topic?: string;
  minutes?: number;
  questionCount?: number;
  assessmentType?: AssessmentType;
  /** What a class does, described after "a class that" (behaviour requests). */
  situation?: string;
  /** The last question, verbatim, for replies that quote it. */
  text: string;
}

// First match wins: a parent email about homework is a parent letter, a differentiated lesson
// is differentiation, and so on.
const INTENTS: [ChatIntent, RegExp][] = [
  // "A letter home praising Maya" names no parent but is a letter to one.
  [
    'parent',
    /\b(parents?|guardians?|famil(y|ies)|carers?)\b|\b(?:email|letter|note|message|write|writing)\s+home\b/i,
  ],
  ['differentiation', /differentiat|learning styles?|mixed[- ]ability|\bscaffold/i],
  // A question of classroom practice ("good ways to check for understanding during a lesson")
  // is not a request for a lesson on its words.
  ['practice', new RegExp(PRACTICES.map((p) => p.asks.source).join('|'), 'i')],
  [
    'assessment',
    /\b(create|write|make|generate|draft|build|design|give me|need)\b.*\b(quiz|test|exam|assessment|questions|worksheet)\b|\b(quiz|test|exam|assessment)\b.*\b(on|about|for)\b/i,
  ],
  // "Three warm-up ideas for a fractions lesson" asks for warm-ups, not a whole plan.
  [
    'ideas',
    /\b(warm[- ]?ups?|starters?|bell[- ]?ringers?|do[- ]nows?|hooks?|exit tickets?|activit(?:y|ies)|games?)\b[^.?!]*?\bideas?\b|\bsuggest\b[^.?!]*\b(?:activit(?:y|ies)|games?|warm[- ]?ups?|starters?|hooks?)\b|\b(?:give me|suggest|need|want|write|make|create|what(?:'s| is)|any)\s+(?:me\s+)?(?:an?|one|some)?\s*(?:good\s+)?(?:warm[- ]?up|starter|hook|exit ticket|do[- ]now|bell[- ]?ringer)s?\b(?! (?:lesson|plan))|\bideas? for (?:an? )?(?:warm|starter|hook|exit|activit|game)|\b(?:two|three|four|five|some|a few|\d+)\s+(?:warm[- ]?ups?|starters?|activities|games|hooks|exit tickets?)\b/i,
  ],
  // A lesson asked for, not one only mentioned ("during a lesson").
  [
    'lesson',
    /\blessons? (?:plan|on|about|for|covering|to)\b|\b(?:plan|write|make|create|need|want|give me|draft|build|design|prepare|help me with)\b[^.?!]*\blessons?\b|\bunit plan\b|\bplan (a|an|my)\b|\bteach(ing)? (a|an|the)?\s*\w+/i,
  ],
  [
    'behavior',
    /behaviou?r|classroom management|disrupt|talks? over|talking|noisy|noise|settle|off[- ]task|defian|calling out|routines?|refus\w*|won'?t (?:work|listen|start|sit)/i,
  ],
  [
    'support',
    /struggl|support|falling behind|behind in|intervention|catch up|\biep\b|dyslex|adhd|\bell\b|\besl\b|anxious|anxiety|focus/i,
  ],
  [
    'explain',
    /\bhow (?:do|should|can|would|could) (?:i|we) (?:explain|introduce)\b|\bexplain\b|\bwhat (?:is|are)\b/i,
  ],
];

const SUBJECT_NAMES: [Subject, RegExp][] = [
  ['Mathematics', /\b(math|maths|mathematics)\b/i],
  ['Science', /\bscience\b/i],
  ['English', /\b(english|ela)\b/i],
  ['History', /\bhistory\b/i],
  ['Geography', /\bgeography\b/i],
  ['Physical Education', /\b(p\.?e\.?|physical education)\b/i],
  ['Art', /\bart\b/i],
];

const SUBJECT_WORDS: [Subject, RegExp][] = [
  [
    'Mathematics',
    /\b(math(s|ematics)?|algebra|geometry|fractions?|equations?|arithmetic|decimals?|percent(ages?)?|multiplication|division|statistics|calculus|numbers?|ratio|area|perimeter|angles?|shapes?|place value|times tables|probability)\b/i,
  ],
  [
    'Physical Education',
    /\b(p\.?e\.?|physical education|gym|sports?|fitness|football|soccer|basketball)\b/i,
  ],
  [
    'Geography',
    /\b(geography|maps?|continents?|rivers?|climate|volcano(es)?|earthquakes?|countries)\b/i,
  ],
  [
    'History',
    /\b(history|historical|war|revolution|ancient|empire|civil rights|centur(y|ies)|medieval|colonial)\b/i,
  ],
  ['Art', /\b(art|drawing|painting|sculpture|colou?r theory|sketch(ing)?)\b/i],
  [
    'Science',
    /\b(science|biology|chemistry|physics|water cycle|photosynthesis|ecosystems?|cells?|forces?|energy|planets?|matter|magnets?|plants?|animals?|weather)\b/i,
  ],
  [
    'English',
    /\b(english|ela|reading|writing|grammar|poetry|poems?|novel|literature|spelling|phonics|essay|narrative|persuasive|comprehension|vocabulary)\b/i,
  ],
];

const namedSubject = (text: string) => SUBJECT_NAMES.find(([, re]) => re.test(text));

const TYPES: AssessmentType[] = ['quiz', 'test', 'exam', 'assignment', 'project'];

function gradeOf(text: string): Grade | undefined {
  if (/\b(kindergarten|kinder|grade k|k-?class)\b/i.test(text)) return 'K';
  const m =
    /\bgrade\s*(\d{1,2})\b/i.exec(text) ??
    /\b(\d{1,2})(?:st|nd|rd|th)[\s-]*grade/i.exec(text) ??
    /\byear\s*(\d{1,2})\b/i.exec(text);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 12 ? (String(n) as Grade) : undefined;
}

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^(the topic of|the|a|an)\s+(?=\w)/i, (w) => (/^the topic of/i.test(w) ? '' : w))
    .replace(/[\s,.;:!?]+$/, '')
    .trim();

// Where a topic sits, in order: "on the water cycle, with ..." ("with an exit ticket" ends it,
// "with unlike denominators" is part of it), "struggles with fractions", "for
// a fractions lesson", "explain photosynthesis to ...", and "teach fractions to grade 4", "teach
// my class fractions", "help with long division", "a lesson for equivalent fractions".
const TOPIC_AT: RegExp[] = [
  // "Lesson plan: introduction to coding, grade 6" names its topic after the colon.
  /\b(?:lesson(?: plan)?|unit|quiz|test|worksheet)\s*:\s*(.+?)(?=[,.;!?\n]|\s+(?:for|in) (?:grade|year)\b|$)/i,
  /(?<![-\w])(?:on|about|covering|of)\s+(.+?)(?=[,.;:!?\n]|\s+(?:with(?=\s+(?:an?|the|some|\d+|answers?|exit|questions?|activit|examples?|pictures?|images?|diagrams?|visuals?|hands-on|games?|extension|differentiation))|for|in grade|in year|that|which|including|and include|and an?|and invite|so that)\b|$)/i,
  /\bstruggl\w*\s+with\s+(.+?)(?=[,.;:!?\n]|\s+and\s+(?!comprehension)|$)/i,
  /\bfor (?:an?|my|the|our)\s+(.+?)\s+(?:lesson|unit|class|quiz|test)\b/i,
  /\b(?:explain|introduce|what (?:is|are))\s+(.+?)(?=\s+(?:to|for|in|with|so)\b|[?.,;!\n]|$)/i,
  /\b(?:teach(?:ing)?|help(?: me| us)? with|lesson for(?: teaching)?)\s+(?:(?:my|our|the|this|a)\s+(?:class|students|kids|pupils|group)\s+)?(.+?)(?=\s+(?:to|for|in|at|with|so|this|next)\b|[?.,;!\n]|$)/i,
  // A follow-up naming only a new topic: "Now for decimals", "What about volcanoes?" (not "what
  // about a 30-minute version").
  /^\s*(?:now|and|also|then|what about|how about)\s+(?:(?:one|some|the same)\s+)?(?:(?:for|on|about|with)\s+)?(?!(?:an?|the)?\s*\d|(?:make|do|change|give|write|use|try|add|keep|put|turn|can|could|please|it|this|that|let)\b)(.+?)(?=[?.!,]|\s+(?:for|in) (?:grade|year)\b|$)/i,
  // "differentiate a reading lesson": the word or two before lesson, last of all.
  /\b(?:an?|my|our|the|this)\s+([a-z][a-z ]{2,30}?)\s+(?:lesson|unit)\b/i,
];

/** The first place that holds a real topic. */
function topicOf(text: string): string | undefined {
  for (const re of TOPIC_AT) {
    const found = re.exec(text);
    const topic = found ? clean(found[1]!) : '';
    if (isTopic(topic)) return topic;
  }
  return undefined;
}

// "a lesson plan for Grade 5 Science" has no topic, nor does "teach a lesson" or "help with my
// class"; "about their child's homework" does.
const isTopic = (topic: string) =>
  !!topic &&
  topic.length <= 120 &&
  !/^(grade|year)\s*\d/i.test(topic) &&
  !/^(?:(?:an?|the|my|our|this)\s+)?(?:lessons?|class|unit|quiz|test|students|kids|it|this|them)$/i.test(
    topic,
  ) &&
  // "ELL students", "my advanced learners": who the lesson is for, not what it is on.
  !/\b(?:students|learners|pupils|kids|children|class(?:es)?|groups?)$/i.test(topic) &&
  // "a 30-minute version", "a shorter one": a change to the answer, not a topic.
  !/\b(?:version|shorter|longer|harder|easier)\b|\d+[- ]?min/i.test(topic) &&
  // "a new lesson", "the next lesson": a word about the lesson, not its topic.
  !/^(?:new|next|good|great|short|long|fun|whole|first|last|same|different|quick|full|simple)$/i.test(
    topic,
  );

function situationOf(text: string): string | undefined {
  const m =
    /\b(?:class(?:es)?|group|students|pupils|kids|children)\s+(?:that|who|which)\s+(.+?)(?=[.;!?\n]|$)/i.exec(
      text,
    );
  return m ? clean(m[1]!) : undefined;
}

function numberBefore(text: string, word: RegExp): number | undefined {
  const m = new RegExp(`\\b(\\d{1,3})[\\s-]*${word.source}`, 'i').exec(text);
  return m ? Number(m[1]) : undefined;
}

export function readRequest(text: string): Omit<ChatRequest, 'text'> {
  const minutes = numberBefore(text, /(?:minutes?|mins?)\b/);
  const questionCount = numberBefore(text, /(?:questions?|items?|problems?)\b/);
  return {
    intent: INTENTS.find(([, re]) => re.test(text))?.[0] ?? null,
    grade: gradeOf(text),
    // A subject named outright ("Grade 5 Science on volcanoes") wins over a topic's hint.
    subject: (namedSubject(text) ?? SUBJECT_WORDS.find(([, re]) => re.test(text)))?.[0],
    topic: topicOf(text),
    minutes: minutes && minutes >= 5 && minutes <= 600 ? minutes : undefined,
    questionCount:
      questionCount && questionCount >= 1 && questionCount <= 50 ? questionCount : undefined,
    assessmentType: TYPES.find((t) => new RegExp(`\\b${t}\\b`, 'i').test(text)),
    situation: situationOf(text),
  };
}

/**
 * The request the conversation adds up to: the last question wins, and a follow-up such as
 * "now for grade 3" keeps the kind of help and the details of the earlier questions.
 */
export function conversationRequest(messages: readonly ChatTurn[]): ChatRequest {
  const asked = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const last = asked.at(-1) ?? '';
  let merged: Omit<ChatRequest, 'text'> = { intent: null };
  for (const text of asked) {
    const next = readRequest(text);
    // A new question with its own topic and no kind of help named is not a follow-up: it must
    // not inherit the last answer's kind (a parent letter again for "how do I explain X?").
    const followUp = FOLLOW_UP.test(text);
    if (!next.intent && next.topic && !followUp) merged = { intent: null };
    // "Now one on volcanoes" after a Grade 5 Science quiz stays Science: a topic's hint
    // (volcanoes -> Geography) only replaces the subject when the teacher names one outright.
    if (followUp && merged.subject && !namedSubject(text)) next.subject = undefined;
    const defined = Object.fromEntries(
      Object.entries(next).filter(([, v]) => v !== undefined && v !== null),
    );
    merged = { ...merged, ...defined };
  }
  return { ...merged, text: last };
}

/** How a teacher asks for the same help again with a change. */
const FOLLOW_UP =
  /^\s*(?:now|and|also|instead|then|same|again|what about|how about|make it|can you make|do (?:it|the same)|change|shorter|longer|for)\b/i;
