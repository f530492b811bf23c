import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CLASS_LIMITS,
  createClassBody,
  type ClassDetail,
} from '../../../../../../contracts/classes.contract';
import { bindField, FormField } from '../../../../../components/form-field';
import { GradeSelect } from '../../../../../components/grade-select';

type ClassInput = z.input<typeof createClassBody>;
/** What the form gives its owner: the API body, checked with the contract (the server's messages). */
export type ClassValues = z.output<typeof createClassBody>;

/** A new class's form, or one class's as it is now. */
export const classDefaults = (cls?: ClassDetail): ClassInput => ({
  name: cls?.name ?? '',
  subject: cls?.subject ?? '',
  grade: (cls?.grade ?? '') as ClassInput['grade'],
  seatRows: cls?.seatRows ?? CLASS_LIMITS.defaultRows,
  seatColumns: cls?.seatColumns ?? CLASS_LIMITS.defaultColumns,
});

/** The two sizes of the seat layout, alike but for their names and limits. */
const DIMENSIONS = [
  { name: 'seatRows', id: 'class-rows', label: 'Seat rows', max: CLASS_LIMITS.maxRows },
  {
    name: 'seatColumns',
    id: 'class-columns',
    label: 'Seats per row',
    max: CLASS_LIMITS.maxColumns,
  },
] as const;

/**
 * A class's name, subject, grade and seat layout, for New class and Edit class alike; each
 * field shows its own message. `children` are the form's buttons.
 */
export function ClassForm({
  defaults,
  focusLayout = false,
  onSubmit,
  children,
}: {
  defaults: ClassInput;
  /** Focus Seat rows once shown (after the dialog's own first focus). */
  focusLayout?: boolean;
  onSubmit: (values: ClassValues) => void;
  children: ReactNode;
}) {
  const form = useForm<ClassInput, unknown, ClassValues>({
    resolver: zodResolver(createClassBody),
    defaultValues: defaults,
    // Messages change only when Create or Save is pressed, as they did before this form.
    reValidateMode: 'onSubmit',
  });
  const { setFocus } = form;
  useEffect(() => {
    if (!focusLayout) return;
    // The dialog focuses its first field when it opens, after this form's effects run.
    const frame = requestAnimationFrame(() => setFocus('seatRows'));
    return () => cancelAnimationFrame(frame);
  }, [focusLayout, setFocus]);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField
            id="class-name"
            label="Class name"
            placeholder="Period 3 Math"
            maxLength={CLASS_LIMITS.name}
            {...bindField(form, 'name')}
          />
        </div>
        <FormField
          id="class-subject"
          label="Subject (optional)"
          maxLength={CLASS_LIMITS.subject}
          {...bindField(form, 'subject')}
        />
        <GradeSelect
          id="class-grade"
          label="Grade (optional)"
          placeholder="No grade"
          {...bindField(form, 'grade')}
        />
        {DIMENSIONS.map((d) => (
          <FormField
            key={d.name}
            id={d.id}
            label={d.label}
            type="number"
            min={1}
            max={d.max}
            {...bindField(form, d.name, { valueAsNumber: true })}
          />
        ))}
      </div>
      {children}
    </form>
  );
}
