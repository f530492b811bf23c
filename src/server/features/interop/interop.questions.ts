import type { Question } from '../../../contracts/questions.contract';
import type { QuestionType } from '../../../contracts/quizzes.contract';

/**
 * One question as every export format sees it, whether it came from an assessment (typed
 * questions with points) or a RollCall quiz (multiple choice, an answer index, a time limit).
 */
export interface ExportQuestion {
  /** 1-based position; formats name items after it, since stored ids may be any text. */
  number: number;
  /**
   * `short_answer`: an answer key a computer can match (a word or a few); `essay`: graded by
   * hand, with the model answer (if any) for whoever grades it.
   */
  kind: 'multiple_choice' | 'multiple_response' | 'true_false' | 'short_answer' | 'essay';
  prompt: string;
  /** Multiple choice only. */
  choices: string[];
  /** Multiple choice: index of the right choice. */
  correct: number;
  /** Multiple response (a quiz's multi-select): the right choices' indexes, at least one. */
  rightChoices?: number[];
  /** True/false: 'true' or 'false'; short answer: the key; essay: the model answer ('' if none). */
  answer: string;
  points: number;
  feedback?: string;
  /** A RollCall quiz question's own time limit. */
  timeLimitSeconds?: number;
}

/** A standard the assessment or quiz is tagged with; `set` names the standards it is from. */
export interface ExportStandard {
  code: string;
  description: string;
  set?: string;
}

export interface ExportSet {
  /**
   * What it was exported from, e.g. `quiz-12`: formats that identify the set and its items (QTI)
   * make their identifiers from it, so two exports never share one (Canvas's "overwrite" import
   * replaced one quiz with another when every export was `test`).
   */
  ref: string;
  title: string;
  description: string;
  questions: ExportQuestion[];
  /** The set's standards; every question carries them where a format has a place (issue 34). */
  standards: ExportStandard[];
  /** An assessment's time limit for the whole test. */
  timeLimitSeconds?: number;
}

/**
 * A multiple-response question's marks in percent, as Moodle's fractions: each right choice an
 * equal share of 100, each wrong one an equal share of -100 (ticking everything earns nothing).
 * With at most four choices these are all in Moodle's list of grades (100, 50, 33.33333, 25).
 */
export function responseWeights(q: Pick<ExportQuestion, 'choices' | 'rightChoices'>): number[] {
  const right = new Set(q.rightChoices ?? []);
  const wrongCount = q.choices.length - right.size;
  const share = (n: number) => Number((100 / n).toFixed(5));
  return q.choices.map((_, i) => (right.has(i) ? share(right.size) : -share(wrongCount)));
}

/** Past this a written answer reads as a description of an answer, not the answer itself. */
const KEY_MAX_WORDS = 4;
const KEY_MAX_LENGTH = 60;
/** Words that describe what would earn the marks rather than state the answer. */
const DESCRIBES_ANSWERS =
  /\b(e\.g\.|i\.e\.|for example|such as|any\b|answers? (may|will) vary|accept\b|or similar|etc\b)|\.\.\.|…/i;

/**
 * Whether a short answer's model answer can be an LMS answer key. Chalkwise grades every short
 * answer by hand against it, but Moodle and QTI mark a key by exact match: "photosynthesis" works
 * as a key, while "Any sentence with a claim and a reason, e.g. ..." would score every real
 * answer 0. Those go out as essays, graded by hand as here.
 */
export function isAnswerKey(answer: string): boolean {
  const text = answer.trim();
  return (
    text !== '' &&
    !/[\r\n\u2028\u2029\u0085]/.test(text) &&
    text.length <= KEY_MAX_LENGTH &&
    text.split(/\s+/).length <= KEY_MAX_WORDS &&
    !DESCRIBES_ANSWERS.test(text)
  );
}

const written = (answer: string) => (isAnswerKey(answer) ? 'short_answer' : 'essay');

/**
 * An assessment's stored questions. A choice question whose answer is not one of its choices
 * (saved before the editor checked that) has no right choice to mark; rather than drop it, it
 * goes out as a short-answer item: the choices listed under the prompt, the answer as given.
 */
export function fromAssessment(a: {
  id: number;
  title: string;
  description: string | null;
  /** Minutes. */
  timeLimit: number;
  questions: { items: Question[] };
  standards?: readonly ExportStandard[];
}): ExportSet {
  const questions = a.questions.items.map((q): Omit<ExportQuestion, 'number'> => {
    const base = { prompt: q.prompt, points: q.points, feedback: q.explanation || undefined };
    if (q.type === 'multiple_choice') {
      const correct = q.choices.indexOf(q.answer);
      if (correct < 0) {
        const listed = q.choices.map((c) => `- ${c}`).join('\n');
        return {
          ...base,
          kind: written(q.answer),
          prompt: listed ? `${q.prompt}\n\nChoices:\n${listed}` : q.prompt,
          choices: [],
          correct: -1,
          answer: q.answer,
        };
      }
      return { ...base, kind: q.type, choices: q.choices, correct, answer: q.answer };
    }
    const kind = q.type === 'short_answer' ? written(q.answer) : q.type;
    return { ...base, kind, choices: [], correct: -1, answer: q.answer };
  });
  return {
    ref: `assessment-${a.id}`,
    title: a.title,
    description: a.description ?? '',
    questions: questions.map((q, i) => ({ ...q, number: i + 1 })),
    timeLimitSeconds: a.timeLimit > 0 ? a.timeLimit * 60 : undefined,
    standards: standardsOf(a.standards),
  };
}

const standardsOf = (list: readonly ExportStandard[] = []) =>
  list.map(({ code, description, set }) => ({ code, description, set }));

/**
 * A question's name in an LMS's question bank: its text on one line, shortened at a word (Moodle
 * shows names in lists and names imported GIFT questions by their text the same way).
 */
export function questionName(q: Pick<ExportQuestion, 'prompt' | 'number'>, max = 60): string {
  const text = q.prompt.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text || `Question ${q.number}`;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A RollCall quiz question, any type (issue 35); no type is multiple choice. */
interface QuizExportQuestion {
  type?: QuestionType;
  question: string;
  choices: string[];
  answerIndex: number;
  answerIndexes?: number[];
  acceptedAnswers?: string[];
  answer?: number;
  tolerance?: number;
  items?: string[];
  explanation?: string;
  timeLimit?: number;
}

/**
 * A quiz question in the one shape every format writes. Multiple choice and true/false keep
 * their kind; a type answer is a short answer keyed by its first accepted spelling. The types no
 * format here holds as such go out as essays with the key written for whoever marks them:
 * multi-select (its right choices), slider (the value and tolerance), order (the items in
 * order); a poll or a word cloud has no key, so it is an essay with none.
 */
export function quizExportQuestion(
  item: QuizExportQuestion,
): Pick<ExportQuestion, 'kind' | 'prompt' | 'choices' | 'correct' | 'answer' | 'rightChoices'> {
  const prompt = item.question;
  const essay = (answer: string, listed: string[] = []) => ({
    kind: 'essay' as const,
    prompt: listed.length
      ? `${prompt}\n${listed.map((c, i) => `${i + 1}. ${c}`).join('\n')}`
      : prompt,
    choices: [],
    correct: -1,
    answer,
  });
  switch (item.type ?? 'multiple_choice') {
    case 'true_false':
      return {
        kind: 'true_false',
        prompt,
        choices: [],
        correct: -1,
        answer: item.answerIndex === 0 ? 'true' : 'false',
      };
    case 'type_answer':
      return {
        kind: 'short_answer',
        prompt,
        choices: [],
        correct: -1,
        answer: item.acceptedAnswers?.[0] ?? '',
      };
    case 'multi_select': {
      const right = (item.answerIndexes ?? []).filter((i) => item.choices[i] !== undefined);
      const answer = `All of: ${right.map((i) => item.choices[i]).join('; ')}`;
      // Each format's multiple-response question: every right choice earns its share.
      return right.length > 0
        ? {
            kind: 'multiple_response',
            prompt,
            choices: item.choices,
            correct: -1,
            answer,
            rightChoices: right,
          }
        : essay(answer, item.choices);
    }
    case 'slider':
      return essay(`${item.answer}${item.tolerance ? ` (±${item.tolerance})` : ''}`);
    case 'order':
      return essay(`In this order: ${(item.items ?? []).join('; ')}`);
    case 'poll':
      return essay('', item.choices);
    case 'word_cloud':
      return essay('');
    default:
      return {
        kind: 'multiple_choice',
        prompt,
        choices: item.choices,
        correct: item.answerIndex,
        answer: item.choices[item.answerIndex] ?? '',
      };
  }
}

/** A quiz question carries no points: each is worth one, as in Moodle's default mark. */
export function fromQuiz(q: {
  id: number;
  title: string;
  description: string;
  questions: QuizExportQuestion[];
  standards?: readonly ExportStandard[];
}): ExportSet {
  return {
    ref: `quiz-${q.id}`,
    title: q.title,
    description: q.description,
    standards: standardsOf(q.standards),
    questions: q.questions.map((item, i) => ({
      number: i + 1,
      ...quizExportQuestion(item),
      points: 1,
      feedback: item.explanation || undefined,
      timeLimitSeconds: item.timeLimit,
    })),
  };
}
