import type { ReactNode } from 'react';
import { RelevelText, type RelevelFor } from '../../../components/relevel-buttons';
import {
  QUESTION_TYPES,
  type Question,
  type QuestionType,
} from '../../../../contracts/questions.contract';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { NativeSelect } from '../../../components/native-select';
import {
  ChoiceList,
  ErrorText,
  type QuestionPartProps,
  NeedsReviewNotice,
  QuestionCardHeader,
} from '../../../components/question-card';
import { QUESTION_TYPE_LABELS } from '../assessment-format';
import {
  addChoice,
  changeType,
  MAX_CHOICES,
  MIN_CHOICES,
  removeChoice,
  setChoice,
} from '../question-draft';
import { NeedsReviewBadge } from './assessment-badges';
import { RubricEditor, rubricTotal } from './rubric-editor';

/** Zod issue messages keyed by their path inside this question ("prompt", "choices", "choices.1"). */
export type QuestionErrors = Record<string, string>;

/** A choice's own issue is zod's generic "too small"; say what is wrong instead. */
const CHOICE_TEXT_REQUIRED = 'Each choice needs text';

function ChoicesEditor({ q, base, errors, onChange }: QuestionPartProps<Question>) {
  const choiceError = Object.keys(errors).some((k) => k.startsWith('choices.'))
    ? CHOICE_TEXT_REQUIRED
    : undefined;
  const error = errors.choices ?? errors.answer ?? choiceError;
  // A blank choice cannot be the answer: the answer is stored as the choice's text.
  return (
    <ChoiceList
      base={base}
      legend="Choices (select the correct one)"
      error={error}
      choices={q.choices}
      min={MIN_CHOICES}
      max={MAX_CHOICES}
      maxLength={500}
      correctLabel={(n) => `Choice ${n} is correct`}
      isCorrect={(i) => q.choices[i] !== '' && q.choices[i] === q.answer}
      canBeCorrect={(i) => q.choices[i]!.trim() !== ''}
      invalid={(i) => !!errors[`choices.${i}`]}
      onMarkCorrect={(i) => onChange({ ...q, answer: q.choices[i]! })}
      onText={(i, text) => onChange(setChoice(q, i, text))}
      onRemove={(i) => onChange(removeChoice(q, i))}
      onAdd={() => onChange(addChoice(q))}
    />
  );
}

function TrueFalseEditor({ q, base, errors, onChange }: QuestionPartProps<Question>) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Correct answer</legend>
      <div className="flex gap-6">
        {(['true', 'false'] as const).map((v) => (
          <label key={v} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${base}-tf`}
              className="size-4 accent-primary"
              checked={q.answer === v}
              onChange={() => onChange({ ...q, answer: v })}
            />
            {v === 'true' ? 'True' : 'False'}
          </label>
        ))}
      </div>
      <ErrorText id={`${base}-tf-error`}>{errors.answer}</ErrorText>
    </fieldset>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <ErrorText id={`${id}-error`}>{error}</ErrorText>
    </div>
  );
}

/** One question of the editor: type, prompt, answer in the type's own form, points, order. */
export function QuestionEditor({
  q,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
  relevelFor,
}: {
  q: Question;
  index: number;
  count: number;
  errors: QuestionErrors;
  onChange: (q: Question) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  /** The assessment's subject, grade and title: "Make easier" / "Make harder" on the text. */
  relevelFor?: RelevelFor;
}) {
  const base = `question-${index}`;
  const n = index + 1;
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid={`question-${n}`}>
      <QuestionCardHeader
        index={index}
        count={count}
        badge={q.needsReview && <NeedsReviewBadge label="Check this question" />}
        onMove={onMove}
        onRemove={onRemove}
      />
      {q.source && (
        <p className="text-sm text-muted-foreground" data-testid={`question-${n}-source`}>
          <span className="font-medium text-foreground">Source:</span> {q.source}
        </p>
      )}
      {q.needsReview && (
        <NeedsReviewNotice onChecked={() => onChange({ ...q, needsReview: false })} />
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <NativeSelect
          id={`${base}-type`}
          label="Question type"
          options={QUESTION_TYPES}
          format={(t) => QUESTION_TYPE_LABELS[t as QuestionType]}
          value={q.type}
          onChange={(e) => onChange(changeType(q, e.target.value as QuestionType))}
        />
        <Field id={`${base}-points`} label="Points" error={errors.points}>
          <Input
            id={`${base}-points`}
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={Number.isFinite(q.points) ? q.points : ''}
            // With a rubric the points are its best levels added up.
            readOnly={!!q.rubric}
            aria-invalid={!!errors.points}
            onChange={(e) =>
              onChange({
                ...q,
                points: e.target.value === '' ? Number.NaN : Number(e.target.value),
              })
            }
          />
        </Field>
      </div>
      <Field id={`${base}-prompt`} label="Question text" error={errors.prompt}>
        <Textarea
          id={`${base}-prompt`}
          rows={2}
          maxLength={2000}
          value={q.prompt}
          aria-invalid={!!errors.prompt}
          aria-describedby={errors.prompt ? `${base}-prompt-error` : undefined}
          onChange={(e) => onChange({ ...q, prompt: e.target.value })}
        />
      </Field>
      {relevelFor && q.prompt.trim() && (
        <RelevelText
          text={q.prompt}
          context={relevelFor}
          label={`question ${n}`}
          onText={(prompt) => onChange({ ...q, prompt })}
        />
      )}
      {q.type === 'multiple_choice' && (
        <ChoicesEditor q={q} base={base} errors={errors} onChange={onChange} />
      )}
      {q.type === 'true_false' && (
        <TrueFalseEditor q={q} base={base} errors={errors} onChange={onChange} />
      )}
      {q.type === 'short_answer' && (
        <Field
          id={`${base}-answer`}
          label="Model answer (you grade against it)"
          error={errors.answer}
        >
          <Textarea
            id={`${base}-answer`}
            rows={2}
            maxLength={1000}
            value={q.answer}
            onChange={(e) => onChange({ ...q, answer: e.target.value })}
          />
        </Field>
      )}
      {q.type === 'short_answer' && (
        <RubricEditor
          base={base}
          rubric={q.rubric}
          error={
            errors.rubric ?? Object.entries(errors).find(([k]) => k.startsWith('rubric.'))?.[1]
          }
          onChange={(rubric) => {
            const { rubric: _old, ...rest } = q;
            if (!rubric) return onChange(rest);
            const total = rubricTotal(rubric);
            onChange({ ...rest, rubric, points: Number.isFinite(total) ? total : q.points });
          }}
        />
      )}
      <Field
        id={`${base}-explanation`}
        label="Explanation (optional, never shown to students)"
        error={errors.explanation}
      >
        <Input
          id={`${base}-explanation`}
          maxLength={2000}
          value={q.explanation ?? ''}
          onChange={(e) => onChange({ ...q, explanation: e.target.value || undefined })}
        />
      </Field>
    </Card>
  );
}
