import type {
  GenerateQuizInput,
  GeneratedQuiz,
  GeneratedQuizQuestion,
} from '../../../contracts/ai.contract';
import {
  QUESTION_TYPE_LABELS,
  QUIZ_LIMITS as L,
  TRUE_FALSE_CHOICES,
  type QuestionType,
} from '../../../contracts/quizzes.contract';
import { AiError } from '../ai-engine';
import { questionProblem, typeOf } from '../quiz-answer';
import { gradeName } from './bloom';
import { clip } from './clip';
import { topicNotes } from './knowledge/index';
import { generateQuizDraft } from './quiz-generator';

/**
 * The built-in engine's quiz of the teacher's picked types (issue 35 item 5). Every question
 * is made from something the engine really knows: its multiple-choice and true/false questions
 * (computed maths, the reviewed bank, topic notes, flagged facts) and the topic notes' worked
 * steps. A type it cannot make from that for the topic is left out and said in the notice,
 * never faked; polls and word clouds have no right answer, so they need no knowledge.
 */

type Q = GeneratedQuizQuestion;
type Made = Omit<Q, 'choices' | 'answerIndex'> & Partial<Pick<Q, 'choices' | 'answerIndex'>>;

/** Why a type could not be made, in the notice's words. */
const CANNOT: Partial<Record<QuestionType, string>> = {
  multiple_choice: 'it has no question with choices on it',
  true_false: 'it has no true or false statement on it',
  multi_select: 'it has too few true or false statements on it to mix into one question',
  type_answer: 'it has no key term or short answer on it',
  slider: 'it knows no numeric fact on it',
  order: 'it knows no sequence on it (worked steps, or numbers to sort)',
};

const isTrueFalse = (q: Q) =>
  q.choices.length === 2 &&
  q.choices[0] === TRUE_FALSE_CHOICES[0] &&
  q.choices[1] === TRUE_FALSE_CHOICES[1];
const rightOf = (q: Q) => q.choices[q.answerIndex] ?? '';
/** A plain number ("12", "-3", "0.5"); fractions and units are not slider answers. */
const numeric = (s: string) => (/^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : null);
/** A theme's "Mario asks: …" and a leading "True or false:" are not part of the statement. */
const statementOf = (question: string) =>
  question.replace(/^[^:]{1,60} asks: /, '').replace(/^True or false[:?]?\s*/i, '');
const keep = (q: Q) => ({
  needsReview: q.needsReview ?? true,
  ...(q.explanation ? { explanation: q.explanation } : {}),
});

/** A question that needs its choices shown ("Which of these…") cannot be typed or slid. */
const LEANS_ON_CHOICES = /\b(these|following|above|below|not|except)\b/i;

/** "Which of these are true?" from three or four statements the engine knows the truth of. */
function multiSelects(trueFalse: Q[]): Made[] {
  const usable = trueFalse.filter((q) => statementOf(q.question).length <= L.choice);
  const out: Made[] = [];
  for (let i = 0; i + 4 <= usable.length; i += 4) {
    const group = usable.slice(i, i + 4);
    const right = group.flatMap((q, j) => (q.answerIndex === 0 ? [j] : []));
    // One right and one wrong at least, or it is not a choice.
    if (right.length === 0 || right.length === group.length) continue;
    const explanation = group
      .map((q) => `${statementOf(q.question)}: ${q.answerIndex === 0 ? 'true' : 'false'}.`)
      .join(' ');
    out.push({
      type: 'multi_select',
      question: 'Which of these are true? Pick every one.',
      choices: group.map((q) => statementOf(q.question)),
      answerIndexes: right,
      needsReview: group.some((q) => q.needsReview ?? true),
      explanation: clip(explanation, L.explanation),
    });
  }
  return out;
}

/** The short right answer typed instead of picked, when the question does not lean on its choices. */
function typeAnswers(choice: Q[]): Made[] {
  return choice.flatMap((q): Made[] => {
    const right = rightOf(q).trim();
    const fits = right.length <= 40 && right.split(/\s+/).length <= 4;
    if (!fits || LEANS_ON_CHOICES.test(q.question)) return [];
    const question = q.question.replace(
      /^Which term matches this description:/,
      'Type the term that matches this description:',
    );
    return [{ type: 'type_answer', question, acceptedAnswers: [right], ...keep(q) }];
  });
}

/** A numeric answer on a slider, its range spanning the choices the question offered. */
function sliders(choice: Q[]): Made[] {
  return choice.flatMap((q): Made[] => {
    const values = q.choices.map(numeric);
    const answer = numeric(rightOf(q));
    if (LEANS_ON_CHOICES.test(q.question) || answer === null || values.some((v) => v === null))
      return [];
    const nums = values as number[];
    const whole = nums.every(Number.isInteger);
    const lo = Math.min(...nums);
    const hi = Math.max(...nums);
    const pad = Math.max(whole ? 2 : 0.5, Math.ceil((hi - lo) / 2));
    const min = lo >= 0 ? Math.max(0, lo - pad) : lo - pad;
    const max = hi + pad;
    const step = whole ? 1 : 0.1;
    return [
      { type: 'slider', question: q.question, min, max, step, answer, tolerance: 0, ...keep(q) },
    ];
  });
}

/** Worked steps from the topic notes, and numbers the engine can sort itself. */
function orders(input: GenerateQuizInput, choice: Q[]): Made[] {
  const notes = input.topic ? topicNotes(input.subject, input.gradeLevel, input.topic) : undefined;
  const steps = notes?.example.steps.filter((s) => s.length <= L.choice) ?? [];
  const out: Made[] = [];
  if (notes && steps.length >= 2 && steps.length === notes.example.steps.length) {
    const first = steps.length > L.choicesMax ? 'the first four steps' : 'the steps';
    out.push({
      type: 'order',
      question: clip(`Put ${first} in order: ${notes.example.problem}`, L.question),
      items: steps.slice(0, L.choicesMax),
      needsReview: false,
      explanation: clip(`Answer: ${notes.example.answer}`, L.explanation),
    });
  }
  for (const q of choice) {
    const nums = q.choices.map(numeric);
    if (nums.some((n) => n === null) || new Set(nums).size !== nums.length) continue;
    const sorted = [...(nums as number[])].sort((a, b) => a - b).map(String);
    out.push({
      type: 'order',
      question: 'Put these numbers in order, smallest first.',
      items: sorted,
      needsReview: false,
    });
  }
  return out;
}

function polls(about: string): Made[] {
  const poll = (question: string, choices: string[]): Made => ({
    type: 'poll',
    question,
    choices,
    needsReview: false,
  });
  return [
    poll(`How sure do you feel about ${about} right now?`, [
      'Very sure',
      'Fairly sure',
      'A little unsure',
      'Lost',
    ]),
    poll(`How would you most like to go over ${about} again?`, [
      'A worked example',
      'More practice',
      'Explaining it to a partner',
      'A diagram or video',
    ]),
    poll('How is this quiz going for you?', ['Too easy', 'About right', 'Too hard']),
  ];
}

function wordClouds(about: string): Made[] {
  const cloud = (question: string): Made => ({ type: 'word_cloud', question, needsReview: false });
  return [
    cloud(`In a word or a short phrase: what comes to mind when you hear "${about}"?`),
    cloud(`In a word or a short phrase: what is one thing you now know about ${about}?`),
    cloud(`In one word: how do you feel about ${about} now?`),
  ];
}

/** Each made question, in the stored shape, if the quiz contract takes it (it always should). */
const finished = (m: Made): Q | null => {
  const q = { choices: [], answerIndex: -1, ...m } as Q;
  return questionProblem(q) === null ? q : null;
};

export function generateMixedQuiz(input: GenerateQuizInput): {
  quiz: GeneratedQuiz;
  notice?: string;
} {
  const types = input.questionTypes ?? ['multiple_choice', 'true_false'];
  // What the engine knows: its usual choice questions, as many as it has (up to 50).
  const known = generateQuizDraft({ ...input, questionTypes: undefined, totalQuestions: 50 });
  const trueFalse = known.questions
    .filter(isTrueFalse)
    .map((q): Q => ({ ...q, type: 'true_false' }));
  const choice = known.questions
    .filter((q) => !isTrueFalse(q) && q.choices.length >= 2)
    .map((q): Q => ({ ...q, type: 'multiple_choice' }));
  // Made from the far end, so a fact is asked one way and rarely twice.
  const spare = [...choice].reverse();
  const about = input.topic || input.subject;
  const made: Record<QuestionType, Made[]> = {
    multiple_choice: choice,
    true_false: trueFalse,
    multi_select: multiSelects(trueFalse),
    type_answer: typeAnswers(spare),
    slider: sliders(spare),
    order: orders(input, spare),
    poll: polls(about),
    word_cloud: wordClouds(about),
  };
  const pools = new Map(
    types.map((t) => [t, made[t].map(finished).filter((q): q is Q => q !== null)]),
  );
  // Round the picked types, so they mix; a type with nothing left gives its turn to the next.
  const questions: Q[] = [];
  const used = new Set<string>();
  for (let turn = 0; questions.length < input.totalQuestions; turn += 1) {
    const open = types.filter((t) => pools.get(t)!.length > 0);
    if (open.length === 0) break;
    const next = pools.get(open[turn % open.length]!)!.shift()!;
    // The same fact asked twice (as a choice and as a typed answer) is once.
    const key = statementOf(next.question).toLowerCase();
    if (next.type !== 'poll' && next.type !== 'word_cloud' && used.has(key)) continue;
    used.add(key);
    questions.push(next);
  }
  // A type with no question in the quiz, though there was room for it, is said.
  const room = questions.length >= types.length;
  const cannot = types.filter((t) => room && !questions.some((q) => typeOf(q) === t));
  const notes: string[] = [];
  if (cannot.length > 0)
    notes.push(
      ...cannot.map(
        (t) =>
          `The built-in engine made no ${QUESTION_TYPE_LABELS[t].toLowerCase()} question: ${CANNOT[t] ?? 'it has nothing for it'} (${about}, ${gradeName(input.gradeLevel)}).`,
      ),
    );
  if (questions.length < input.totalQuestions)
    notes.push(
      `${questions.length} of ${input.totalQuestions} questions: the built-in engine has no more of the picked types on ${about}.`,
    );
  // Nothing at all of the picked types: a clear refusal, not an empty or padded quiz.
  if (questions.length === 0)
    throw new AiError(
      'ai_unavailable',
      `The built-in engine cannot make a quiz of only ${types.map((t) => QUESTION_TYPE_LABELS[t].toLowerCase()).join(', ')} questions on ${about}: ${types.map((t) => CANNOT[t]).join('; ')}. Pick other types too, or connect an AI model.`,
    );
  const counts = types
    .map((t) => [t, questions.filter((q) => typeOf(q) === t).length] as const)
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${n} ${QUESTION_TYPE_LABELS[t].toLowerCase()}`)
    .join(', ');
  return {
    quiz: {
      title: known.title,
      description: clip(
        `${questions.length} questions for ${gradeName(input.gradeLevel)} at ${input.difficulty} difficulty${input.topic ? ` on ${input.topic}` : ''}: ${counts}.`,
        2000,
      ),
      questions,
    },
    ...(notes.length > 0 ? { notice: notes.join(' ') } : {}),
  };
}
