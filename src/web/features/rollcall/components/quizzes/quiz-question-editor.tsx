import {
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  QUIZ_LIMITS as L,
  TRUE_FALSE_CHOICES,
  type QuestionType,
  type QuizQuestionInput,
} from '../../../../../contracts/quizzes.contract';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import {
  ChoiceList,
  ErrorText,
  type QuestionPartProps,
  NeedsReviewNotice,
  QuestionCardHeader,
} from '../../../../components/question-card';
import { NeedsReviewPill } from './quiz-card';

/** Zod messages keyed by their path inside this question ("question", "choices.1"). */
export type QuestionErrors = Record<string, string>;

/** The game's answer shapes, in key order 1-4, so the teacher sees what players will press. */
const SHAPES = ['▲', '◆', '●', '■'] as const;

/** Removing a choice keeps the right answers on the same texts (or the first choice if it went). */
export function withoutChoice(q: QuizQuestionInput, index: number): QuizQuestionInput {
  const choices = q.choices ?? [];
  if (choices.length <= L.choicesMin) return q;
  const at = q.answerIndex ?? 0;
  const answerIndex = at === index ? 0 : at > index ? at - 1 : at;
  const answerIndexes = q.answerIndexes
    ?.filter((i) => i !== index)
    .map((i) => (i > index ? i - 1 : i));
  return {
    ...q,
    choices: choices.filter((_, i) => i !== index),
    answerIndex,
    ...(answerIndexes ? { answerIndexes } : {}),
  };
}

/**
 * The question as another type, keeping what still fits (the text, the choices) and filling in
 * what the new type needs, so the teacher never starts from a blank card.
 */
export function withType(q: QuizQuestionInput, type: QuestionType): QuizQuestionInput {
  const choices = (q.choices ?? []).length >= L.choicesMin ? q.choices! : ['', '', '', ''];
  const base = { ...q, type };
  switch (type) {
    case 'multiple_choice':
      return { ...base, choices, answerIndex: Math.max(0, q.answerIndex ?? 0) };
    case 'true_false':
      return { ...base, choices: [...TRUE_FALSE_CHOICES], answerIndex: 0 };
    case 'multi_select':
      return {
        ...base,
        choices,
        answerIndexes: q.answerIndexes ?? [Math.max(0, q.answerIndex ?? 0)],
      };
    case 'poll':
      return { ...base, choices };
    case 'type_answer':
      return {
        ...base,
        acceptedAnswers: q.acceptedAnswers ?? [''],
        ignoreAccents: q.ignoreAccents ?? true,
      };
    case 'slider':
      return {
        ...base,
        min: q.min ?? 0,
        max: q.max ?? 100,
        step: q.step ?? 1,
        answer: q.answer ?? 50,
        tolerance: q.tolerance ?? 0,
      };
    case 'order':
      return { ...base, items: q.items ?? choices.filter(Boolean).concat(['', '']).slice(0, 4) };
    case 'word_cloud':
      return base;
  }
}

export function newQuizQuestion(): QuizQuestionInput {
  return {
    type: 'multiple_choice',
    question: '',
    choices: ['', '', '', ''],
    answerIndex: 0,
    timeLimit: L.timeLimitDefault,
    needsReview: false,
  };
}

function ChoicesEditor({ q, base, errors, onChange }: QuestionPartProps<QuizQuestionInput>) {
  const choiceError = Object.entries(errors).find(([k]) => k.startsWith('choices.'))?.[1];
  const error = errors.choices ?? errors.answerIndex ?? errors.answerIndexes ?? choiceError;
  const choices = q.choices ?? [];
  const many = q.type === 'multi_select';
  const picked = q.answerIndexes ?? [];
  return (
    <ChoiceList
      base={base}
      legend={
        many
          ? 'Choices (tick every right answer)'
          : q.type === 'poll'
            ? 'Choices (a poll has no right answer)'
            : 'Choices (select the right answer)'
      }
      error={error}
      choices={choices}
      min={L.choicesMin}
      max={L.choicesMax}
      maxLength={L.choice}
      mark={many ? 'many' : q.type === 'poll' ? 'none' : 'one'}
      correctLabel={(n) => `Choice ${n} is ${many ? 'a' : 'the'} right answer`}
      isCorrect={(i) => (many ? picked.includes(i) : q.answerIndex === i)}
      marker={(i) => (
        <span aria-hidden="true" className="w-4 text-center text-muted-foreground">
          {SHAPES[i]}
        </span>
      )}
      invalid={(i) => !!errors[`choices.${i}`]}
      onMarkCorrect={(i) =>
        onChange(
          many
            ? {
                ...q,
                answerIndexes: picked.includes(i)
                  ? picked.filter((c) => c !== i)
                  : [...picked, i].sort(),
              }
            : { ...q, answerIndex: i },
        )
      }
      onText={(i, text) => onChange({ ...q, choices: choices.map((x, j) => (j === i ? text : x)) })}
      onRemove={(i) => onChange(withoutChoice(q, i))}
      onAdd={() => onChange({ ...q, choices: [...choices, ''] })}
    />
  );
}

function TrueFalseEditor({ q, base, errors, onChange }: QuestionPartProps<QuizQuestionInput>) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">The right answer</legend>
      <div className="flex gap-6">
        {TRUE_FALSE_CHOICES.map((label, i) => (
          <label key={label} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${base}-tf`}
              className="size-4 accent-primary"
              checked={(q.answerIndex ?? 0) === i}
              onChange={() => onChange({ ...q, answerIndex: i })}
            />
            {label}
          </label>
        ))}
      </div>
      <ErrorText id={`${base}-tf-error`}>{errors.choices ?? errors.answerIndex}</ErrorText>
    </fieldset>
  );
}

function AcceptedAnswersEditor({
  q,
  base,
  errors,
  onChange,
}: QuestionPartProps<QuizQuestionInput>) {
  const accepted = q.acceptedAnswers ?? [];
  const itemError = Object.entries(errors).find(([k]) => k.startsWith('acceptedAnswers.'))?.[1];
  return (
    <div className="space-y-3">
      <ChoiceList
        base={base}
        legend="Accepted answers (any spelling that should count)"
        error={errors.acceptedAnswers ?? itemError}
        choices={accepted}
        min={1}
        max={L.acceptedAnswersMax}
        maxLength={L.acceptedAnswer}
        mark="none"
        itemName="answer"
        correctLabel={() => ''}
        isCorrect={() => false}
        invalid={(i) => !!errors[`acceptedAnswers.${i}`]}
        onMarkCorrect={() => {}}
        onText={(i, text) =>
          onChange({ ...q, acceptedAnswers: accepted.map((x, j) => (j === i ? text : x)) })
        }
        onRemove={(i) => onChange({ ...q, acceptedAnswers: accepted.filter((_, j) => j !== i) })}
        onAdd={() => onChange({ ...q, acceptedAnswers: [...accepted, ''] })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={q.ignoreAccents ?? true}
          onChange={(e) => onChange({ ...q, ignoreAccents: e.target.checked })}
        />
        Ignore accents (é counts as e). Case and extra spaces never count; numbers compare as
        numbers (.5 = 0.5).
      </label>
    </div>
  );
}

const SLIDER_FIELDS = [
  ['min', 'Lowest value'],
  ['max', 'Highest value'],
  ['step', 'Step'],
  ['answer', 'Right answer'],
  ['tolerance', 'Full points within ±'],
] as const;

function SliderEditor({ q, base, errors, onChange }: QuestionPartProps<QuizQuestionInput>) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Slider</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {SLIDER_FIELDS.map(([field, label]) => (
          <div key={field} className="space-y-1.5">
            <Label htmlFor={`${base}-${field}`}>{label}</Label>
            <Input
              id={`${base}-${field}`}
              type="number"
              inputMode="decimal"
              step="any"
              value={Number.isFinite(q[field]) ? q[field] : ''}
              aria-invalid={!!errors[field]}
              aria-describedby={errors[field] ? `${base}-${field}-error` : undefined}
              onChange={(e) =>
                onChange({
                  ...q,
                  [field]: e.target.value === '' ? Number.NaN : Number(e.target.value),
                })
              }
            />
          </div>
        ))}
      </div>
      {SLIDER_FIELDS.map(([field]) => (
        <ErrorText key={field} id={`${base}-${field}-error`}>
          {errors[field]}
        </ErrorText>
      ))}
      <p className="text-sm text-muted-foreground">
        Answers further than a quarter of the range from the right one score nothing; between, the
        points fall evenly.
      </p>
    </fieldset>
  );
}

function ItemsEditor({ q, base, errors, onChange }: QuestionPartProps<QuizQuestionInput>) {
  const items = q.items ?? [];
  const itemError = Object.entries(errors).find(([k]) => k.startsWith('items.'))?.[1];
  return (
    <ChoiceList
      base={base}
      legend="Items, in the right order (players see them shuffled)"
      error={errors.items ?? itemError}
      choices={items}
      min={L.choicesMin}
      max={L.choicesMax}
      maxLength={L.choice}
      mark="none"
      itemName="item"
      correctLabel={() => ''}
      isCorrect={() => false}
      marker={(i) => (
        <span aria-hidden="true" className="w-4 text-center font-semibold text-muted-foreground">
          {i + 1}
        </span>
      )}
      invalid={(i) => !!errors[`items.${i}`]}
      onMarkCorrect={() => {}}
      onText={(i, text) => onChange({ ...q, items: items.map((x, j) => (j === i ? text : x)) })}
      onRemove={(i) => onChange({ ...q, items: items.filter((_, j) => j !== i) })}
      onAdd={() => onChange({ ...q, items: [...items, ''] })}
    />
  );
}

/** The part of the card that holds the answer key, per type. */
function AnswerEditor(props: QuestionPartProps<QuizQuestionInput>) {
  switch (props.q.type ?? 'multiple_choice') {
    case 'true_false':
      return <TrueFalseEditor {...props} />;
    case 'type_answer':
      return <AcceptedAnswersEditor {...props} />;
    case 'slider':
      return <SliderEditor {...props} />;
    case 'order':
      return <ItemsEditor {...props} />;
    case 'word_cloud':
      return (
        <p className="text-sm text-muted-foreground">
          Players send a word or a short phrase (up to {L.wordCloud} characters). There is no right
          answer and no points; the screen shows the answers grouped, largest first, with rude words
          filtered out.
        </p>
      );
    default:
      return <ChoicesEditor {...props} />;
  }
}

/** One game question: text, its type and answer key, seconds to answer, explanation, place. */
export function QuizQuestionEditor({
  q,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  q: QuizQuestionInput;
  index: number;
  count: number;
  errors: QuestionErrors;
  onChange: (q: QuizQuestionInput) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const base = `quiz-question-${index}`;
  const n = index + 1;
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid={`quiz-question-${n}`}>
      <QuestionCardHeader
        index={index}
        count={count}
        badge={q.needsReview && <NeedsReviewPill />}
        removable={count > 1}
        onMove={onMove}
        onRemove={onRemove}
      />
      {q.needsReview && (
        <NeedsReviewNotice
          reason={q.reviewReason}
          onChecked={() => onChange({ ...q, needsReview: false, reviewReason: undefined })}
        />
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${base}-text`}>Question text</Label>
        <Textarea
          id={`${base}-text`}
          rows={2}
          maxLength={L.question}
          value={q.question}
          aria-invalid={!!errors.question}
          aria-describedby={errors.question ? `${base}-text-error` : undefined}
          onChange={(e) => onChange({ ...q, question: e.target.value })}
        />
        <ErrorText id={`${base}-text-error`}>{errors.question}</ErrorText>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${base}-type`}>Question type</Label>
        <select
          id={`${base}-type`}
          className="flex h-10 w-full max-w-xs rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          value={q.type ?? 'multiple_choice'}
          onChange={(e) => onChange(withType(q, e.target.value as QuestionType))}
          data-testid="question-type"
        >
          {QUESTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {QUESTION_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <AnswerEditor q={q} base={base} errors={errors} onChange={onChange} />
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={`${base}-time`}>Time (seconds)</Label>
          <Input
            id={`${base}-time`}
            type="number"
            inputMode="numeric"
            min={L.timeLimitMin}
            max={L.timeLimitMax}
            value={Number.isFinite(q.timeLimit) ? q.timeLimit : ''}
            aria-invalid={!!errors.timeLimit}
            aria-describedby={errors.timeLimit ? `${base}-time-error` : undefined}
            onChange={(e) =>
              onChange({
                ...q,
                timeLimit: e.target.value === '' ? Number.NaN : Number(e.target.value),
              })
            }
          />
          <ErrorText id={`${base}-time-error`}>{errors.timeLimit}</ErrorText>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${base}-explanation`}>Explanation (optional)</Label>
          <Input
            id={`${base}-explanation`}
            maxLength={L.explanation}
            value={q.explanation ?? ''}
            onChange={(e) => onChange({ ...q, explanation: e.target.value || undefined })}
          />
          <ErrorText id={`${base}-explanation-error`}>{errors.explanation}</ErrorText>
        </div>
      </div>
    </Card>
  );
}
