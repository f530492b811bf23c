import type { ChatTurn } from '../../../contracts/ai.contract';
import { generateAssessmentBody, generateLessonBody } from '../../../contracts/ai.contract';
import { assessmentMarkdown, lessonPlanMarkdown } from '../render-markdown';
import { generateAssessmentDraft } from './assessment-generator';
import { gradeBand, gradeName, type GradeBand } from './bloom';
import { conversationRequest, type ChatIntent, type ChatRequest } from './chat-request';
import { generateLessonPlan } from './lesson-generator';

/**
 * The offline assistant: reads what the teacher asked (chat-request.ts) and answers with a
 * lesson outline, an assessment draft, support strategies, differentiation, behaviour
 * strategies or a parent letter built from their grade, subject and topic. Anything else gets
 * an honest note that a language model is not connected.
 */
export const OFFLINE_NOTE =
  "I'm Chalkwise's built-in assistant, running offline without a language model. I can draft lesson plans, quizzes and tests, differentiation ideas, behaviour strategies, support plans for a student and letters to parents: tell me the grade, subject and topic. For open-ended questions, ask your administrator to connect a model (set AI_PROVIDER with an API key, or OPENAI_BASE_URL for a local server such as Ollama).";

const DEFAULT_GRADE = '5';

const who = (r: ChatRequest) => (r.grade ? gradeName(r.grade) : 'your');
const forClass = (r: ChatRequest) =>
  [r.grade ? gradeName(r.grade) : '', r.subject ?? ''].filter(Boolean).join(' ');
const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

function lessonReply(r: ChatRequest): string {
  const body = generateLessonBody.parse({
    subject: r.subject ?? 'Science',
    grade: r.grade ?? DEFAULT_GRADE,
    topic: r.topic ?? r.subject ?? 'the current unit',
    ...(r.minutes ? { duration: r.minutes } : {}),
  });
  const plan = generateLessonPlan(body);
  return [
    `Here is a ${body.duration}-minute lesson plan for **${gradeName(body.grade)} ${body.subject}: ${body.topic}**.`,
    lessonPlanMarkdown(plan),
    '---',
    'Want it saved as a lesson you can edit, print and share? Use **Lesson Planning → Create New Lesson → Generate with AI** with the same details.',
  ].join('\n\n');
}

function assessmentReply(r: ChatRequest): string {
  const body = generateAssessmentBody.parse({
    subject: r.subject ?? 'Mathematics',
    grade: r.grade ?? DEFAULT_GRADE,
    topic: r.topic ?? r.subject ?? 'the current unit',
    ...(r.assessmentType ? { assessmentType: r.assessmentType } : {}),
    ...(r.questionCount ? { questionCount: r.questionCount } : {}),
  });
  const draft = generateAssessmentDraft(body);
  const review = draft.questions.some((q) => q.needsReview)
    ? '\n\nQuestions marked for review were written from the topic alone: check them against what you taught.'
    : '';
  return [
    `Here is a ${body.questionCount}-question ${body.assessmentType} draft for **${gradeName(body.grade)} ${body.subject}: ${body.topic}**, with its answer key.${review}`,
    assessmentMarkdown(draft),
    '---',
    'To publish it to students and grade it in Chalkwise, use **Assessments → Create Assessment → Generate with AI**.',
  ].join('\n\n');
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

function supportReply(r: ChatRequest): string {
  const need = r.topic ?? r.situation ?? 'the current work';
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
    `## Supporting a ${who(r)} student with ${need}`,
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
      `Agree one small, measurable goal with the student (for example: "${goalFor(need)}").`,
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

const goalFor = (need: string) =>
  /read|comprehension/i.test(need)
    ? 'answer two "why" questions about a short text using evidence'
    : /focus|attention/i.test(need)
      ? 'finish two chunks of independent work without a reminder'
      : `complete three ${need} tasks independently with 80% accuracy`;

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

function differentiationReply(r: ChatRequest): string {
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

const BEHAVIOUR_ISSUES: [RegExp, string, string[]][] = [
  [
    /talk|noise|noisy|calling out|interrupt/i,
    'Talking over instructions',
    [
      'Agree one attention signal (raised hand, countdown from 5) and wait for full silence every time.',
      'Give instructions in three short steps and put them on the board.',
      'Narrate the students who are ready ("Row two is ready, thank you") rather than the ones who are not.',
    ],
  ],
  [
    /settle|lunch|break|transition|start of (the )?lesson|arriv/i,
    'Settling after breaks',
    [
      'Meet the class at the door and have a "do now" task on the desks or board every time.',
      'Make the first five minutes silent, short and achievable (three retrieval questions).',
      'Play calm music and dim the lights for the first two minutes after lunch.',
    ],
  ],
  [
    /phone|device/i,
    'Phones and devices',
    [
      'State the device routine at the door; use a box or bags-away signal.',
      'Give a calm, private reminder first and follow your school policy consistently.',
    ],
  ],
  [
    /defian|refus|rude|argu/i,
    'Refusal and defiance',
    [
      'Stay calm and private: a quiet word at the desk, not across the room.',
      'Offer a limited choice ("start with question 1 or 2") and walk away to give take-up time.',
      'Follow up after the lesson to repair the relationship.',
    ],
  ],
];

function behaviorReply(r: ChatRequest): string {
  const band = gradeBand(r.grade ?? DEFAULT_GRADE);
  const matched = BEHAVIOUR_ISSUES.filter(([re]) => re.test(r.text));
  const specific = matched.length
    ? matched.flatMap(([, title, ideas]) => [`### ${title}`, list(ideas)])
    : [];
  const praise =
    band === 'early' || band === 'elementary'
      ? 'Use a visible class reward (marbles in a jar, points towards a class treat) for the routine you are building.'
      : 'Use quiet, specific praise and positive calls or notes home; older students value private recognition.';
  return [
    `## Behavior strategies for ${r.grade ? `a ${gradeName(r.grade)} class` : 'your class'}${r.situation ? ` that ${r.situation}` : ''}`,
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

/** "their child's missing homework" becomes "your child's missing homework". */
const toParent = (s: string) =>
  s
    .replace(/\b(their|his|her|the) (child|son|daughter)('s)?/gi, 'your $2$3')
    .replace(/\bthe parent'?s?\b/gi, 'you');

function parentReply(r: ChatRequest): string {
  const concern = toParent(r.topic ?? r.situation ?? 'how your child is getting on in class');
  const subject = r.subject ? ` in ${r.subject}` : '';
  const meeting = /meet|meeting|call|conference|talk/i.test(r.text);
  const positive = /praise|positive|well done|great|proud|celebrat|improv/i.test(r.text);
  return [
    `**Subject:** ${positive ? 'Great news' : 'A quick note'} about ${concern}${subject}`,
    'Dear [Parent/Guardian name],',
    positive
      ? `I wanted to share some good news about ${concern}${subject}. [Add one specific example of what your child did.]`
      : `I am writing about ${concern}${subject}. First, I want to say that [Student name] [add one specific strength, for example: contributes thoughtful ideas in class discussions].`,
    positive
      ? 'Please pass on my congratulations: effort like this deserves to be noticed at home too.'
      : `Recently, I have noticed [describe the concern factually: what, when and how often]. In class, I am [what you are doing to help, for example: checking in at the start of each lesson and giving a homework checklist].`,
    positive
      ? 'Thank you for your support at home.'
      : 'At home, it would really help if you could [one simple step, for example: ask to see the homework planner each evening].',
    meeting
      ? 'Would you be available for a short meeting (15 minutes, in person or by phone) next week? Please let me know a day and time that suits you.'
      : 'Please feel free to reply to this email if you have any questions.',
    'Kind regards,\n\n[Your name]\n[School] · [Contact details]',
    '---',
    'Tip: keep it short, start with something genuine and positive, and end with one clear next step.',
  ].join('\n\n');
}

const REPLIES: Record<ChatIntent, (r: ChatRequest) => string> = {
  lesson: lessonReply,
  assessment: assessmentReply,
  support: supportReply,
  differentiation: differentiationReply,
  behavior: behaviorReply,
  parent: parentReply,
};

export function builtinReply(messages: readonly ChatTurn[]): string {
  const request = conversationRequest(messages);
  return request.intent ? REPLIES[request.intent](request) : OFFLINE_NOTE;
}

/** A few words at a time, so the client streams the reply as it would a model's. */
export function* chunksOf(text: string, wordsPerChunk = 3): Generator<string> {
  const parts = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < parts.length; i += wordsPerChunk)
    yield parts.slice(i, i + wordsPerChunk).join('');
}
