import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GRADES } from '../../../../contracts/constants';
import {
  createStudentBody,
  STUDENT_LIMITS,
  type Student,
} from '../../../../contracts/students.contract';
import { bindField, FormField, TextareaField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

export type StudentFormValues = z.output<typeof createStudentBody>;
type Input = z.input<typeof createStudentBody>;

const blank: Input = {
  firstName: '',
  lastName: '',
  email: '',
  grade: '' as never,
  parentEmail: '',
  notes: '',
};

const toInput = (s: Student): Input => ({
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email ?? '',
  grade: s.grade as Input['grade'],
  parentEmail: s.parentEmail ?? '',
  notes: s.notes,
});

/**
 * One form for Add Student and Edit Details, validated by the API's own schema so the messages
 * match the server's. `onSubmit` resolves true when saved, which clears a new-student form.
 */
export function StudentForm({
  idPrefix,
  student,
  submitLabel,
  pendingLabel,
  pending,
  withNotes = false,
  onSubmit,
}: {
  idPrefix: string;
  student?: Student;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  withNotes?: boolean;
  onSubmit: (values: StudentFormValues) => Promise<boolean>;
}) {
  const form = useForm<Input, unknown, StudentFormValues>({
    resolver: zodResolver(createStudentBody),
    defaultValues: student ? toInput(student) : blank,
  });
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit(async (values) => {
        if ((await onSubmit(values)) && !student) form.reset(blank);
      })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={id('first')}
          label="First Name"
          autoComplete="off"
          {...bindField(form, 'firstName')}
        />
        <FormField
          id={id('last')}
          label="Last Name"
          autoComplete="off"
          {...bindField(form, 'lastName')}
        />
      </div>
      <FormField
        id={id('email')}
        label="Email"
        type="email"
        autoComplete="off"
        {...bindField(form, 'email')}
      />
      <div className="space-y-1.5">
        <Label id={id('grade-label')}>Grade</Label>
        <div>
          <Controller
            control={form.control}
            name="grade"
            render={({ field }) => (
              <Select
                label="Grade"
                placeholder="Select grade"
                className="h-10 w-full px-3"
                value={field.value ?? ''}
                options={GRADES}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        {errors.grade && <p className="text-sm text-destructive">{errors.grade.message}</p>}
      </div>
      <FormField
        id={id('parent')}
        label="Parent Email"
        type="email"
        autoComplete="off"
        {...bindField(form, 'parentEmail')}
      />
      {withNotes && (
        <TextareaField
          id={id('notes')}
          label="Notes"
          maxLength={STUDENT_LIMITS.notes}
          {...bindField(form, 'notes')}
        />
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
