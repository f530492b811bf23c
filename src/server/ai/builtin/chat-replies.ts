import { generateAssessmentBody, generateLessonBody } from '../../../contracts/ai.contract';
import { assessmentMarkdown, lessonPlanMarkdown } from '../render-markdown';
import { generateAssessmentDraft } from './assessment-generator';
import { gradeBand, gradeName, type GradeBand } from './bloom';
import { generateLessonPlan } from './lesson-generator';
import { toAdd } from './topic-material';
import type { ChatRequest } from './understand';

/**
 * The offline assistant's answers: a lesson outline, an assessment draft, support strategies,
 * differentiation, behaviour strategies. offline-answer.ts decides whether one of them answers
 * exactly what was asked, and calls it only then.
 */
export const OFFLINE_CAN =
  "Chalkwise's built-in assistant runs without a language model. It drafts lesson plans, quizzes and tests, differentiation ideas, behaviour strategies, support plans for a student and letters to parents (tell me the grade, subject and topic), and explains topics it has reviewed notes on. For open-ended questions, ask your administrator to download a language model in the Admin page's AI tab (it runs on this server) or to connect one.";

/** Strategies pitched at upper primary when no grade was given. */
const DEFAULT_GRADE = '5';

/** "a Grade 4 student", or "a student" when no grade was given. */
/** "an 8-question quiz", "an 11-minute", "an 80-minute", else "a" (issue 32 item 18: a/an). */
export const aOrAn = (n: number) => (/^(8|11$|18$|11\d\d$|18\d\d$)/.test(String(n)) ? 'an' : 'a');

const aStudent = (r: ChatRequest) => (r.grade ? `a ${gradeName(r.grade)} student` : 'a student');
const forClass = (r: ChatRequest) =>
  [r.grade ? gradeName(r.grade) : '', r.subject ?? ''].filter(Boolean).join(' ');
const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** Called only with a grade and a topic the reviewed content covers (offline-answer.ts). */
export function lessonReply(r: ChatRequest): string {
  const body = generateLessonBody.parse({
    subject: r.subject,
    grade: r.grade,
    topic: r.topic,
    ...(r.minutes ? { duration: r.minutes } : {}),
  });
  const plan = generateLessonPlan(body);
  return [
    `Here is ${aOrAn(body.duration)} ${body.duration}-minute lesson plan for **${gradeName(body.grade)} ${body.subject}: ${body.topic}**.`,
    lessonPlanMarkdown(plan),
    '---',
    'Want it saved as a lesson you can edit, print and share? Use **Lesson Planning → Create New Lesson → Generate with AI** with the same details.',
  ].join('\n\n');
}

export interface AssessmentReply {
  text: string;
  /** How many real questions it holds, and whether it fell short or is only an outline. */
  count: number;
  notice?: string;
  outline: boolean;
}

/** A quiz (or a worksheet's questions) on a covered topic; the caller checks the count. */
export function assessmentReply(r: ChatRequest, kind: 'quiz' | 'worksheet'): AssessmentReply {
  const body = generateAssessmentBody.parse({
    subject: r.subject,
    grade: r.grade,
    topic: r.topic,
    assessmentType:
      kind === 'quiz' && /\b(test|exam)\b/i.test(r.text)
        ? /\bexam\b/i.test(r.text)
          ? 'exam'
          : 'test'
        : kind === 'quiz'
          ? 'quiz'
          : 'assignment',
    ...(r.questionCount ? { questionCount: r.questionCount } : {}),
  });
  const { assessment, notice } = generateAssessmentDraft(body);
  const name = kind === 'worksheet' ? 'worksheet' : body.assessmentType;
  const outline = assessment.questions.some((q) => q.prompt.startsWith('[Add:'));
  const what = `${assessment.questions.length}-question ${name}`;
  const text = [
    `Here is ${aOrAn(assessment.questions.length)} ${what} draft for **${gradeName(body.grade)} ${body.subject}: ${body.topic}**, with its answer key.`,
    assessmentMarkdown(assessment),
    '---',
    'To publish it to students and grade it in Chalkwise, use **Assessments → Create Assessment → Generate with AI**.',
  ].join('\n\n');
  return {
    text,
    count: outline ? 0 : assessment.questions.length,
    outline,
    ...(notice ? { notice } : {}),
  };
}

const SUPPORT_BY_AREA: [RegExp, string[]][] = [
  [
    /read|comprehension|phonics|decod|fluen/i,
    [
      'Pre-teach five key words from the next text, with a picture or gesture for each.',
      'Read the text aloud once first, then have the student re-read a short section with you.',
      'Give a three-box organiser (who / what happened / why) to fill in while reading.',
      'Ask one question per paragraph instead of a list at the end; model the answer with "I noticed... because...".',
    ],
  ],
  [
    /writ|spell|essay|paragraph/i,
    [
      'Provide sentence starters and a word bank for the task.',
      'Let the student say the sentence aloud before writing it down.',
      'Break the piece into one paragraph at a time, checking each before the next.',
      'Show a short model answer and highlight what makes it work.',
    ],
  ],
  [
    /math|fraction|number|equation|multipl|divis|arithmetic|times table/i,
    [
      'Go back one step: check the prerequisite skill with two quick questions.',
      'Use concrete objects or drawings first, then pictures, then symbols.',
      'Give a worked example next to each practice question (fading the steps over time).',
      'Keep a personal reference card of the steps and key facts.',
    ],
  ],
  [
    /focus|attention|adhd|distract|independent work|on task/i,
    [
      'Chunk independent work into 5-10 minute pieces with a tick box for each.',
      'Seat the student near you and away from doors and windows.',
      'Agree a private signal for "refocus" instead of a public reminder.',
      'Offer a movement break between chunks (hand out materials, stand-up task).',
    ],
  ],
  [
    /anxi|worr|confiden|shy/i,
    [
      'Warn the student before calling on them, or let them rehearse an answer with a partner first.',
      'Offer a choice of how to show learning (say it, write it, draw it).',
      'Praise effort and strategy specifically, in private.',
      'Check in briefly at the start of the lesson.',
    ],
  ],
];

export /** True when a word names a difficulty the reviewed support strategies cover. */
const supportAreas = (word: string) => SUPPORT_BY_AREA.some(([re]) => re.test(word));

export function supportReply(r: ChatRequest): string {
  // Only a topic names what the student finds hard; a situation ("who is struggling") is not a
  // noun to put after "with", so without a topic the teacher fills in a marked place.
  const need = r.topic ?? toAdd('the skill or task the student finds hard');
  const areas = SUPPORT_BY_AREA.filter(([re]) => re.test(r.text)).flatMap(([, ideas]) => ideas);
  const inClass = areas.length
    ? areas
    : [
        'Re-teach the key idea in a small group with a different representation.',
        'Break tasks into short steps with a check after each one.',
        'Pair the student with a supportive partner for practice.',
        'Give immediate, specific feedback on the first attempt.',
      ];
  return [
    `## Supporting ${aStudent(r)}${r.topic ? ` with ${r.topic}` : ''}`,
    '### 1. Find the exact gap',
    list([
      `Give a short, low-stakes check on ${need} and note where the answers go wrong.`,
      'Ask the student to talk through one task aloud: the stuck point is usually obvious.',
      'Look at recent work in **Students → View Progress** to see whether the dip is new or long-standing.',
    ]),
    '### 2. In class this week',
    list(inClass),
    '### 3. Set one goal and check it',
    list([
      `Agree one small, measurable goal with the student (for example: "${goalFor(need, r.text)}").`,
      'Review it together every week and celebrate progress.',
    ]),
    '### 4. Bring the family in early',
    list([
      'Share one thing that is going well before the concern.',
      'Suggest one simple thing to do at home (ten minutes of reading or practice together).',
    ]),
    `If progress stalls after 4-6 weeks, talk to your school's learning support team about further assessment.`,
  ].join('\n\n');
}

/** One measurable goal: for the area the teacher described, else on the topic (or its marked place). */
const goalFor = (need: string, asked: string) =>
  /read|comprehension/i.test(`${need} ${asked}`)
    ? 'answer two "why" questions about a short text using evidence'
    : /focus|attention/i.test(`${need} ${asked}`)
      ? 'finish two chunks of independent work without a reminder'
      : `complete three tasks on ${need} independently with 80% accuracy`;

const STYLE_IDEAS: Record<
  GradeBand,
  Record<'visual' | 'auditory' | 'kinesthetic' | 'reading', (t: string) => string[]>
> = {
  early: {
    visual: (t) => [
      `Picture cards and a big class poster about ${t}.`,
      'Colour-coded sorting mats.',
    ],
    auditory: (t) => [`A short song or chant about ${t}.`, 'Turn-and-tell partner talk.'],
    kinesthetic: (t) => [
      `Act out ${t} with movements or props.`,
      'Hands-on sorting with real objects.',
    ],
    reading: (t) => [
      `A picture book about ${t} read together.`,
      'Label a drawing with words from a word wall.',
    ],
  },
  elementary: {
    visual: (t) => [
      `A labelled diagram or flowchart of ${t}.`,
      'Graphic organisers and colour-coded notes.',
    ],
    auditory: (t) => [
      `Think-pair-share on a question about ${t}.`,
      'Read-aloud with pauses to predict and explain.',
    ],
    kinesthetic: (t) => [
      `Stations where groups model ${t} with materials.`,
      'Card sorts and a gallery walk.',
    ],
    reading: (t) => [
      `Guided notes on ${t} with blanks to complete.`,
      'A short written reflection or summary.',
    ],
  },
  middle: {
    visual: (t) => [
      `A concept map connecting the key ideas of ${t}.`,
      'Annotated images or short video clips.',
    ],
    auditory: (t) => [
      `Structured discussion or debate about ${t}.`,
      'Peer teaching: explain one idea to a partner.',
    ],
    kinesthetic: (t) => [
      `A hands-on investigation or model of ${t}.`,
      'Role-play or a simulation with roles.',
    ],
    reading: (t) => [
      `A short article on ${t} with annotation prompts.`,
      'Cornell notes and a written summary.',
    ],
  },
  high: {
    visual: (t) => [
      `Infographics or data visualisations about ${t}.`,
      'Sketch-noting a lecture segment.',
    ],
    auditory: (t) => [
      `Socratic seminar on a question about ${t}.`,
      'Podcast-style explanation recorded in pairs.',
    ],
    kinesthetic: (t) => [
      `A lab, build or field task applying ${t}.`,
      'A simulation with decisions and consequences.',
    ],
    reading: (t) => [
      `Primary or technical sources on ${t} with guiding questions.`,
      'An argument paragraph using evidence.',
    ],
  },
};

export function differentiationReply(r: ChatRequest): string {
  const topic = r.topic ?? r.subject ?? 'your topic';
  const ideas = STYLE_IDEAS[gradeBand(r.grade ?? DEFAULT_GRADE)];
  const label = forClass(r);
  return [
    `## Differentiation ideas: ${label ? `${label}, ` : ''}${topic}`,
    [
      '| Learning style | Ideas |',
      '|---|---|',
      ...(['visual', 'auditory', 'kinesthetic', 'reading'] as const).map(
        (s) =>
          `| **${s === 'reading' ? 'Reading/writing' : s[0]!.toUpperCase() + s.slice(1)}** | ${ideas[s](topic).join(' ')} |`,
      ),
    ].join('\n'),
    '### Tier the same task',
    list([
      `**Support:** sentence starters, a worked example and a word bank for ${topic}.`,
      `**Core:** the main task on ${topic} with a checklist of success criteria.`,
      `**Stretch:** an open question ("What would change if...?") or a transfer task applying ${topic} somewhere new.`,
    ]),
    '### Check everyone',
    list([
      'Use the same exit ticket for all groups, so you can compare understanding.',
      'Let students choose how to show what they know (draw, say, write, build).',
    ]),
  ].join('\n\n');
}

/**
 * The behaviour issues with reviewed strategies: what names each one, the everyday words that
 * describe it ("talks over instructions", "takes ages to settle after lunch"), and the advice.
 */
const BEHAVIOUR_ISSUES: { asks: RegExp; words: RegExp; title: string; ideas: string[] }[] = [
  {
    asks: /\b(?:talk\w*|chat\w*|nois\w*|calling out|calls out|call out|shout\w*|interrupt\w*)\b/i,
    words:
      /^(?:talk\w*|chat\w*|nois\w*|loud|calling|calls|call|out|shout\w*|interrupt\w*|over|instructions?|while|teach|answers?)$/i,
    title: 'Noise, talking over instructions and calling out',
    ideas: [
      'Agree one attention signal (raised hand, countdown from 5) and wait for full silence every time.',
      'Give instructions in three short steps and put them on the board.',
      'Teach "hands up" or "think, then tell your partner" for answers, and take answers only that way, every time.',
      'Narrate the students who are ready ("Row two is ready, thank you") rather than the ones who are not.',
    ],
  },
  {
    asks: /\b(?:settl\w*|lunch|break|transitions?|arriv\w*)\b|\bstart of (?:the )?lesson\b/i,
    words:
      /^(?:settl\w*|lunch|lunchtime|break|breaks|recess|transitions?|arriv\w*|after|takes?|ages|long|time|start|disrupt\w*)$/i,
    title: 'Settling after breaks',
    ideas: [
      'Meet the class at the door and have a "do now" task on the desks or board every time.',
      'Make the first five minutes silent, short and achievable (three retrieval questions).',
      'Play calm music and dim the lights for the first two minutes after lunch.',
    ],
  },
  {
    asks: /\b(?:phones?|devices?)\b/i,
    words: /^(?:phones?|devices?|using|use|mobile)$/i,
    title: 'Phones and devices',
    ideas: [
      'State the device routine at the door; use a box or bags-away signal.',
      'Give a calm, private reminder first and follow your school policy consistently.',
    ],
  },
  {
    asks: /\b(?:defian\w*|refus\w*|rude\w*|argu\w*)\b|\bwon'?t (?:work|start)\b/i,
    words: /^(?:defian\w*|refus\w*|rude\w*|argu\w*|work|start|any|do|won't|wont)$/i,
    title: 'Refusal and defiance',
    ideas: [
      'Stay calm and private: a quiet word at the desk, not across the room.',
      'Offer a limited choice ("start with question 1 or 2") and walk away to give take-up time.',
      'Follow up after the lesson to repair the relationship.',
    ],
  },
];

/** The issues a request names, each able to say whether a word of the request describes it. */
export function behaviourIssues(text: string) {
  return BEHAVIOUR_ISSUES.filter((i) => i.asks.test(text)).map((i) => ({
    ...i,
    covers: (word: string) => i.words.test(word) || i.asks.test(word),
  }));
}

/** Who the strategies are for, in the teacher's words: "a student who keeps calling out". */
function whoFor(r: ChatRequest): string {
  const m =
    /\b(?:an?|my|our|the|this)?\s*(?:\d+(?:st|nd|rd|th)? graders?|(?:grade \w+ )?(?:class|student|pupil|child|kid|boy|girl|group)s?)\s+(?:that|who|which)\s+[^.;!?\n,]+/i.exec(
      r.text,
    );
  if (m) return m[0].trim().replace(/^(?:my|our|this)\s+/i, 'a ');
  const student = /\b(?:a |the |one )?(?:student|pupil|child)\b/i.test(r.text);
  return student ? 'a student' : r.grade ? `a ${gradeName(r.grade)} class` : 'your class';
}

export function behaviourReply(r: ChatRequest): string {
  const band = gradeBand(r.grade ?? DEFAULT_GRADE);
  const specific = behaviourIssues(r.text).flatMap((i) => [`### ${i.title}`, list(i.ideas)]);
  const praise =
    band === 'early' || band === 'elementary'
      ? 'Use a visible class reward (marbles in a jar, points towards a class treat) for the routine you are building.'
      : 'Use quiet, specific praise and positive calls or notes home; older students value private recognition.';
  return [
    `## Behaviour strategies for ${whoFor(r)}${r.grade && !whoFor(r).includes(gradeName(r.grade)) ? ` (${gradeName(r.grade)})` : ''}`,
    ...specific,
    '### Routines that prevent most problems',
    list([
      'Teach each routine explicitly (entering, getting materials, group work), practise it and re-practise after holidays.',
      'Keep expectations to three short, positive rules and refer to them by name.',
      praise,
    ]),
    '### In the moment',
    list([
      'Use the least intrusive step first: a look, proximity, a quiet word.',
      'Correct privately and calmly; describe the behaviour, not the student.',
      'Keep consequences short, consistent and proportionate.',
    ]),
    '### Afterwards',
    list([
      'Follow up individually: listen, restate the expectation, agree a fresh start.',
      'Track patterns for two weeks (time of day, task, seating) and adjust the trigger.',
    ]),
  ].join('\n\n');
}

/** A greeting or a thank-you on its own gets a word back, not "I can't answer that". */
export function smallTalk(text: string): string | undefined {
  if (/^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening))(?: there)?\s*[!.,]*\s*$/i.test(text))
    return `Hello! ${OFFLINE_CAN}`;
  if (
    /^\s*(?:thanks|thank you|thx|cheers)(?: (?:so much|a lot|very much))?\s*[!.,]*\s*$/i.test(text)
  )
    return "You're welcome. Ask for a change (another grade, topic or length) or something new whenever you like.";
  return undefined;
}

/** A few words at a time, so the client streams the reply as it would a model's. */
export function* chunksOf(text: string, wordsPerChunk = 3): Generator<string> {
  const parts = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < parts.length; i += wordsPerChunk)
    yield parts.slice(i, i + wordsPerChunk).join('');
}
