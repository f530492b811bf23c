import { useId, type ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

type Field = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
} & Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'id' | 'className'>;

/** A labelled field of a provider connection, with the limits the contract sets (add and edit). */
function ConnectionField({ label, value, onChange, className, ...input }: Field) {
  const id = useId();
  return (
    <div className={className ?? 'space-y-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}

export const NameField = (p: Omit<Field, 'label'>) => (
  <ConnectionField label="Name" maxLength={80} required {...p} />
);

export const BaseUrlField = (p: Omit<Field, 'label'>) => (
  <ConnectionField
    label="Base URL"
    type="url"
    inputMode="url"
    maxLength={500}
    spellCheck={false}
    required
    {...p}
  />
);

/** A key is never shown again: a password field the browser does not fill in. */
export const KeyField = (p: Field) => (
  <ConnectionField type="password" autoComplete="off" maxLength={500} {...p} />
);
