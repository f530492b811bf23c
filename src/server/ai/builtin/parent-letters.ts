import { gradeName } from './bloom';
import { capitalise } from './clip';
import type { ChatRequest } from './understand';
import { toAdd } from './topic-material';

/**
 * Letters home that follow what the teacher asked for (issue 24, item 3): news, an event,
 * praise, a concern or an absence, each with its own shape. Student names reach the engine as
 * roster placeholders ([STUDENT_1_FIRST]); the letter uses the placeholder and the engine puts
 * the name back before the teacher sees it.
 */
export type LetterKind = 'praise' | 'absence' | 'concern' | 'event' | 'news';

// First match wins: praise for a science-fair result is praise, not an event notice, and
// "missing three days of school" is an absence, while "missing homework" is a concern.
const KINDS: [LetterKind, RegExp][] = [
  [
    'praise',
    /\b(prais|positive|well done|great (?:work|job|news)|proud|celebrat|improv|congratulat|excellent|achiev|award|won\b(?!['’]))/i,
  ],
  [
    'absence',
    /\b(absen|attendance|(?:missed|missing|miss(?:es)?|off)\s+(?:\w+\s+){0,3}(?:school|class(?:es)?|lessons|days?|weeks?)\b|off sick|illness|tardi|late to school)/i,
  ],
  [
    'concern',
    /\b(concern|worr|struggl|behaviou?r|missing|incomplete|falling behind|failing|disrupt|bully|homework)/i,
  ],
  [
    'event',
    /\b(events?|trip|visit|concert|fair|open (?:house|evening|day)|sports day|parents'? evening|performance|assembly|festival|show|celebration|workshop|conference)\b/i,
  ],
];

export const letterKind = (text: string): LetterKind =>
  KINDS.find(([, re]) => re.test(text))?.[0] ?? 'news';

const NOT_NAMES = new Set(
  'I The This That Our My Your Their Dear Grade Year Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Mathematics Science English History Geography Art'.split(
    ' ',
  ),
);

/**
 * The student the letter is about: a roster placeholder, or a capitalised name before "'s" or a
 * verb ("Sam missed", "Sam missing"), or after one ("praising Maya", "about Leo").
 */
export function studentOf(text: string): string | undefined {
  const placeholder = /\[STUDENT_\d+(?:_FIRST|_LAST)?\]/.exec(text);
  if (placeholder) return placeholder[0];
  const named = [
    /\b([A-Z][a-z]+)(?:'s\b|\s+(?:did|has|have|is|was|missed|missing|scored|won|got|made|finished|helped|wrote|disrupting|having)\b)/,
    /\b(?:prais\w*|congratulat\w*|thank\w*|about|regarding)\s+([A-Z][a-z]+)\b/,
  ]
    .map((re) => re.exec(text)?.[1])
    .find((name) => name && !NOT_NAMES.has(name));
  return named;
}

/** "their child's missing homework" becomes "your child's missing homework". */
const toParent = (s: string) =>
  s
    .replace(/\b(their|his|her|the) (child|son|daughter)('s)?/gi, 'your $2$3')
    .replace(/\bthe parent'?s?\b/gi, 'you');

const SIGN_OFF = `Kind regards,\n\n${toAdd('your name')}\n${toAdd('school and contact details')}`;

/** "Mr and Mrs O'Brien", "Mrs Nguyễn": the family as the teacher named them. */
const SALUTATION = /\b(?:Mr|Mrs|Ms|Dr)\.?\s+(?:and\s+(?:Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'’-]+/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the letter is about, in the teacher's words: after "about" or "regarding", up to the next clause. */
function aboutOf(text: string): string | undefined {
  const m =
    /\b(?:about|regarding|re:|celebrating|(?:praising|congratulating|thanking)\s+(?:\S+\s+){1,3}?(?:for|on))\s+(.+?)(?=[,.;!?\n]|\s+(?:and (?:invite|ask)|in grade|for grade|on (?:the )?\d+|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|$)/i.exec(
      text,
    );
  return m?.[1]?.trim();
}

export function parentLetter(r: ChatRequest): string {
  const kind = letterKind(r.text);
  const family = SALUTATION.exec(r.text)?.[0];
  const student = (r.names ?? []).find((n) => !family?.includes(n)) ?? studentOf(r.text);
  const child = student ?? 'your child';
  const event = r.events?.[0];
  const dates = r.dates?.length ? r.dates.join(', ') : undefined;
  const asked = aboutOf(r.text);
  // "about our class trip to the aquarium on May 3": the date goes on its own line.
  const withoutDates = (r.dates ?? []).reduce(
    (t, d) => t?.replace(new RegExp(`\\s*(?:on|for|in|at)?\\s*${escape(d)}`), ''),
    asked,
  );
  const about = withoutDates ? toParent(withoutDates) : event;
  // "the trip to the science museum in Science" says it twice: the class only where the topic
  // does not already name it.
  const forClass = [r.grade ? gradeName(r.grade) : '', r.subject ?? ''].filter(Boolean).join(' ');
  const subject =
    forClass && !about?.toLowerCase().includes(forClass.toLowerCase()) ? ` in ${forClass}` : '';
  const meeting = /\b(meet|meeting|call|conference|talk)\b/i.test(r.text);
  const close = meeting
    ? 'Would you be available for a short meeting (15 minutes, in person or by phone) next week? Please let me know a day and time that suits you.'
    : 'Please reply to this email if you have any questions.';

  const letters: Record<LetterKind, () => string[]> = {
    praise: () => [
      `**Subject:** Great news about ${student ?? 'your child'}${about ? `: ${about}` : ''}`,
      `I wanted to share some good news${about ? ` about ${about}` : ''}${subject}. ${student ?? 'Your child'} ${toAdd('one specific thing they did, and when')}.`,
      `${toAdd('why it matters: the effort, skill or kindness it showed')}`,
      'Please pass on my congratulations: effort like this deserves to be noticed at home too.',
    ],
    absence: () => [
      `**Subject:** ${student ? `${student}'s` : "Your child's"} absence${about && !/absen/i.test(about) ? `: ${about}` : ''}`,
      `I noticed that ${child} was absent ${dates && /^(?:last|this|next|yesterday|today)\b/i.test(dates) ? dates : `on ${dates ?? toAdd('the dates')}`}. I hope everything is all right at home.`,
      `To catch up, ${child} can ${toAdd('the work to complete, or where to find it')}.`,
      "Regular attendance makes a real difference to learning, so if there is anything that makes getting to school difficult, please let me know and we'll look at how the school can help.",
    ],
    concern: () => [
      `**Subject:** A quick note about ${about ?? `how ${child} is getting on`}${subject}`,
      `I am writing about ${about ?? `how ${child} is getting on`}${subject}. First, I want to say that ${student ?? 'your child'} ${toAdd('one genuine strength, for example: contributes thoughtful ideas in class discussions')}.`,
      `Recently, I have noticed ${toAdd('the concern, factually: what, when and how often')}. In class, I am ${toAdd('what you are doing to help')}.`,
      `At home, it would really help if you could ${toAdd('one simple step, for example: ask to see the homework planner each evening')}.`,
    ],
    event: () => [
      `**Subject:** ${about ? capitalise(about) : toAdd('the event')}: ${dates ?? 'date and details'}`,
      `I am writing to let you know about ${about ?? toAdd('the event')}${subject}${event && !about?.includes(event) ? ` (${event})` : ''}.`,
      [
        `- **When:** ${dates ?? toAdd('date and time')}`,
        `- **Where:** ${toAdd('place')}`,
        `- **What to bring:** ${toAdd('anything students need, or "nothing"')}`,
        `- **Cost and permission:** ${toAdd('cost and consent form, if any')}`,
      ].join('\n'),
      `Please ${r.asks?.[0] ?? toAdd('what families need to do, and by when')}.`,
    ],
    news: () => [
      `**Subject:** News from our class${about ? `: ${about}` : ''}`,
      `I wanted to share what we have been doing${subject}${about ? `: ${about}` : ''}.`,
      `${toAdd('two or three highlights from the last few weeks')}`,
      `To help at home, you could ${toAdd('one simple idea, for example: ask your child to explain what they learned this week')}.`,
    ],
  };
  const [subjectLine, ...body] = letters[kind]();
  return [
    subjectLine!,
    `Dear ${family ?? toAdd('parent or guardian name')},`,
    ...body,
    close,
    SIGN_OFF,
    '---',
    `This is ${/^[ae]/.test(kind) ? 'an' : 'a'} **${kind}** letter. Fill in each [Add: ...] before sending; keep it short and end with one clear next step.`,
  ].join('\n\n');
}
