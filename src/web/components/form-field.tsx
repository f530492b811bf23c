import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

type FieldProps = { id: string; label: string; error?: string; hint?: string };

/** What the control points at for screen readers: its error, else its hint. */
const describedBy = ({ id, error, hint }: FieldProps) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** Label, control, then the error (or, while there is none, the hint) under it. */
function Field({ id, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Label + input + error message, wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<'input'> & FieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        aria-invalid={!!error}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...props}
      />
    </Field>
  );
}

/** A whole-number field: the numeric keypad on phones, the spinner between `min` and `max`. */
export function NumberField(props: Omit<ComponentProps<typeof FormField>, 'type' | 'inputMode'>) {
  return <FormField type="number" inputMode="numeric" {...props} />;
}

/** FormField's multi-line twin: label + textarea + error or hint. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<'textarea'> & FieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Textarea
        id={id}
        aria-invalid={!!error}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...props}
      />
    </Field>
  );
}

/**
 * register() options for a number input the teacher may clear: blank reads as missing, so the
 * contract's default applies (as the server would give it) instead of NaN failing validation.
 */
export const blankAsMissing = {
  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
} as const;

/**
 * One react-hook-form field's props for FormField and its twins: register()'s, and its message
 * as `error`. Spread after the label: `<FormField id label {...bindField(form, 'title')} />`.
 * Passing formState subscribes the form to errors, so the message shows as soon as it is set.
 */
export function bindField<T extends FieldValues, C, O, N extends Path<T>>(
  form: UseFormReturn<T, C, O>,
  name: N,
  options?: RegisterOptions<T, N>,
) {
  return {
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
