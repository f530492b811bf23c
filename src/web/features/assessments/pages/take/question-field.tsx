import { useController, type Control } from 'react-hook-form';
import type { TakeAssessment } from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { Card } from '../../../../components/ui/card';
import { Textarea } from '../../../../components/ui/textarea';
import { questionAnchor, type TakeInput, type TakeValues } from './take-values';

/** One question: a text box for a short answer, otherwise one radio button per choice. */
export function QuestionField({
  q,
  n,
  control,
}: {
  q: TakeAssessment['questions'][number];
  /** Its place in the assessment, from 1. */
  n: number;
  control: Control<TakeInput, unknown, TakeValues>;
}) {
  // Controlled rather than registered: the radios keep their own name (answer-<id>), which
  // registering would replace with the form's path.
  const { field } = useController({ control, name: `answers.${n - 1}.answer` });
  const id = `answer-${q.id}`;
  const heading = (
    <>
      <span className="text-muted-foreground">{n}.</span> {q.prompt}{' '}
      <span className="text-xs font-normal text-muted-foreground">{T.points(q.points ?? 1)}</span>
    </>
  );
  if (q.type === 'short_answer') {
    return (
      <Card id={questionAnchor(q.id)} className="scroll-mt-4 space-y-2 p-4 sm:p-5">
        <label htmlFor={id} className="block text-base leading-snug font-medium">
          {heading}
        </label>
        <Textarea
          id={id}
          rows={4}
          maxLength={5000}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      </Card>
    );
  }
  const options =
    q.type === 'true_false'
      ? [
          { v: 'true', label: T.true },
          { v: 'false', label: T.false },
        ]
      : (q.choices ?? []).map((c) => ({ v: c, label: c }));
  return (
    <Card id={questionAnchor(q.id)} className="scroll-mt-4 p-4 sm:p-5">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-base leading-snug font-medium">{heading}</legend>
        {options.map((o, i) => (
          <label
            key={i}
            className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted"
          >
            <input
              type="radio"
              name={id}
              value={o.v}
              className="size-4 shrink-0 accent-primary"
              checked={field.value === o.v}
              onChange={() => field.onChange(o.v)}
              onBlur={field.onBlur}
            />
            <span className="break-words">{o.label}</span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
