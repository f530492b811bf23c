import {
  QUIZ_LIMITS as L,
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

/** Removing a choice keeps the right answer on the same text (or the first choice if it went). */
export function withoutChoice(q: QuizQuestionInput, index: number): QuizQuestionInput {
  if (q.choices.length <= L.choicesMin) return q;
  const answerIndex =
    q.answerIndex === index ? 0 : q.answerIndex > index ? q.answerIndex - 1 : q.answerIndex;
  return { ...q, choices: q.choices.filter((_, i) => i !== index), answerIndex };
}

export function newQuizQuestion(): QuizQuestionInput {
  return {
    question: '',
    choices: ['', '', '', ''],
    answerIndex: 0,
    timeLimit: L.timeLimitDefault,
    needsReview: false,
  };
}

function ChoicesEditor({ q, base, errors, onChange }: QuestionPartProps<QuizQuestionInput>) {
  const choiceError = Object.entries(errors).find(([k]) => k.startsWith('choices.'))?.[1];
  const error = errors.choices ?? errors.answerIndex ?? choiceError;
  return (
    <ChoiceList
      base={base}
      legend="Choices (select the right answer)"
      error={error}
      choices={q.choices}
      min={L.choicesMin}
      max={L.choicesMax}
      maxLength={L.choice}
      correctLabel={(n) => `Choice ${n} is the right answer`}
      isCorrect={(i) => q.answerIndex === i}
      marker={(i) => (
        <span aria-hidden="true" className="w-4 text-center text-muted-foreground">
          {SHAPES[i]}
        </span>
      )}
      invalid={(i) => !!errors[`choices.${i}`]}
      onMarkCorrect={(i) => onChange({ ...q, answerIndex: i })}
      onText={(i, text) =>
        onChange({ ...q, choices: q.choices.map((x, j) => (j === i ? text : x)) })
      }
      onRemove={(i) => onChange(withoutChoice(q, i))}
      onAdd={() => onChange({ ...q, choices: [...q.choices, ''] })}
    />
  );
}

/** One game question: text, 2-4 choices with the right one, seconds to answer, order. */
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
        <NeedsReviewNotice onChecked={() => onChange({ ...q, needsReview: false })} />
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
      <ChoicesEditor q={q} base={base} errors={errors} onChange={onChange} />
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
