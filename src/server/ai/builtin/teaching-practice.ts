import { gradeBand, gradeName } from './bloom';
import type { ChatRequest } from './understand';

/**
 * Reviewed notes on a few questions of classroom practice teachers ask the assistant ("good ways
 * to check for understanding", "how should I group students for a project"). Without a language
 * model these are the only practice questions it answers; any other gets the honest answer, never
 * a lesson plan on the words of the question (issue 24: "some good ways" became a lesson topic).
 */
interface Practice {
  asks: RegExp;
  title: string;
  sections: [heading: string, points: string[]][];
  /** One line for the youngest grades, where the general advice needs adapting. */
  younger?: string;
}

export const PRACTICES: Practice[] = [
  {
    asks: /check(?:ing)? (?:for |their |students'? )?understanding|formative (?:assessment|checks?)|know (?:if|whether) (?:they|students|my class) (?:understand|get it|got it)/i,
    title: 'Checking for understanding during a lesson',
    sections: [
      [
        'Everyone answers at once',
        [
          'Mini whiteboards: pose one question, give thinking time, then "show me" together, so you see every answer and not only the confident hands.',
          'A hinge question before independent work: one multiple-choice question whose wrong answers each reveal a specific misconception; decide from the answers whether to move on or reteach.',
          'Finger voting or A-B-C-D cards for quick choices, followed by "tell your partner why".',
        ],
      ],
      [
        'Questioning',
        [
          'Ask, pause for 3-5 seconds, then call on a name (cold call), so everyone prepares an answer.',
          'Follow a right answer with "how do you know?" or "who can add to that?": a correct answer can hide a guess.',
          'Ask students to explain a worked example back, or to spot the mistake in one.',
        ],
      ],
      [
        'Before they leave',
        [
          'An exit ticket with one or two questions on the lesson goal; sort the answers into three piles (got it, nearly, not yet) to plan tomorrow.',
          'Self-ratings (thumbs, traffic lights) tell you about confidence, not understanding: pair them with a question students must answer.',
        ],
      ],
    ],
    younger:
      'With the youngest students, use pictures or actions as answers (point to it, hold up the card, show with your fingers) rather than written responses.',
  },
  {
    asks: /\b(?:how (?:should|do|can) (?:i|we)|ways? to|best way to|tips (?:on|for))\b[^.?!]*\bgroups?\b|\bgroup(?:ing)? (?:students|pupils|kids|my class)\b|\binto groups\b|\bgroup (?:work|projects?)\b/i,
    title: 'Grouping students for group work or a project',
    sections: [
      [
        'Size and make-up',
        [
          'Groups of three or four: in larger groups someone usually stops contributing.',
          'Choose the groups yourself for a long project; mixed groups help weaker students hear explanations, while groups of similar readiness suit tasks pitched at different levels.',
          'Change groups between projects so students learn to work with everyone.',
        ],
      ],
      [
        'Make every member count',
        [
          'Give each member a role with a clear job (facilitator, recorder, checker, materials), rotated between sessions.',
          "Build in individual accountability: each student writes or presents one part, or any member may be asked to explain the group's answer.",
          'Split the project into checkpoints with a date each, and check progress at every one.',
        ],
      ],
      [
        'Teach how to work together',
        [
          'Agree a few norms before starting (everyone speaks, disagree with the idea not the person, ask the group before the teacher).',
          'Model what a good discussion sounds like, and praise the behaviour you want to see.',
          'End with a short reflection: what went well in your group, and what you would change.',
        ],
      ],
    ],
    younger:
      'For the youngest students, start with pairs and short tasks, and practise one role at a time before using groups of four.',
  },
  {
    asks: /\b(?:how (?:should|do|can) (?:i|we)|ways? to|best way to|tips (?:on|for))\b[^.?!]*\bfeedback\b|\b(?:giving|effective|better|useful) feedback\b|\bfeedback that\b/i,
    title: 'Giving feedback students act on',
    sections: [
      [
        'What to say',
        [
          'Be specific about the task, not the person: "your second paragraph needs evidence for the claim", not "good effort".',
          'Say what to do next, in one or two actions, rather than listing everything that is wrong.',
          'Link it to the success criteria students already know.',
        ],
      ],
      [
        'Make them use it',
        [
          'Give class time to act on feedback straight away (improve the paragraph, redo the question), and check that they did.',
          'Whole-class feedback: read the work, note the common strengths and errors, and teach those to everyone the next lesson.',
          'Ask students to check their work against a model answer or a checklist before you see it.',
        ],
      ],
      [
        'Keep it manageable',
        [
          'Mark fewer pieces more carefully rather than every piece lightly.',
          'Use codes or comment banks for repeated points, and spend your words where they matter.',
        ],
      ],
    ],
    younger:
      'For the youngest students, give feedback out loud and at once, with one thing to try next.',
  },
  {
    asks: /\b(?:ask(?:ing)?|better|good|higher[- ]order|open[- ]ended)\b[^.?!]*\bquestions?\b[^.?!]*\b(?:in class|class discussion|discussion|during (?:a |the )?lesson|to my class)\b|questioning (?:techniques?|strategies|skills)/i,
    title: 'Asking questions that make everyone think',
    sections: [
      [
        'Who answers',
        [
          'No hands up for most questions: ask, pause, then choose a name, so everyone thinks.',
          'Wait 3-5 seconds after asking, and again after an answer, before you respond.',
          'Let students rehearse with a partner before answering to the class (think, pair, share).',
        ],
      ],
      [
        'Questions worth asking',
        [
          'Mix recall ("what is...?") with reasoning ("why...?", "how do you know?", "what would happen if...?").',
          'Plan two or three key questions for the lesson in advance, including one that exposes a common misconception.',
          'Bounce an answer to another student: "do you agree? why?"',
        ],
      ],
    ],
  },
];

const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** The practice the teacher asked about, if it is one of the reviewed ones. */
export const practiceAsked = (text: string) => PRACTICES.find((p) => p.asks.test(text));

export function practiceReply(r: ChatRequest): string | undefined {
  const practice = practiceAsked(r.text);
  if (!practice) return undefined;
  const forWhom = r.grade ? ` (${gradeName(r.grade)})` : '';
  const young = r.grade && gradeBand(r.grade) === 'early' && practice.younger;
  return [
    `## ${practice.title}${forWhom}`,
    ...practice.sections.map(([heading, points]) => `### ${heading}\n\n${list(points)}`),
    ...(young ? [`### For younger students\n\n${practice.younger}`] : []),
  ].join('\n\n');
}
