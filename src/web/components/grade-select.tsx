import type { ComponentProps } from 'react';
import { GRADES } from '../../contracts/constants';
import { gradeLabel } from '../lib/format';
import { NativeSelect } from './native-select';

/** The grade picker every form shows: K to 12, read as "Kindergarten" and "Grade 7". */
export function GradeSelect({
  label = 'Grade',
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, 'options' | 'format' | 'label'> & {
  label?: string;
}) {
  return <NativeSelect label={label} options={GRADES} format={gradeLabel} {...props} />;
}
