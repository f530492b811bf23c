import type { UseFormReturn } from 'react-hook-form';
import {
  STUDENT_CODE_LENGTH,
  type TakeAssessment,
} from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { bindField, FormField } from '../../../../components/form-field';
import { NativeSelect } from '../../../../components/native-select';
import type { TakeInput, TakeValues } from './take-values';

/** Who is answering: a name from the class and that student's personal code. */
export function IdentityFields({
  test,
  form,
}: {
  test: TakeAssessment;
  form: UseFormReturn<TakeInput, unknown, TakeValues>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <NativeSelect
        id="take-student"
        label={T.nameLabel}
        placeholder={T.namePlaceholder}
        options={test.students.map((s) => String(s.id))}
        format={(id) => test.students.find((s) => String(s.id) === id)?.name ?? id}
        {...bindField(form, 'studentId', { setValueAs: (v) => Number(v) })}
      />
      <FormField
        id="take-code"
        label={T.codeLabel}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={STUDENT_CODE_LENGTH + 4}
        className="font-mono tracking-widest uppercase"
        hint={T.codeHint}
        {...bindField(form, 'studentCode')}
      />
    </div>
  );
}
