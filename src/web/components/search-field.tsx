import { Search } from 'lucide-react';
import { Input } from './ui/input';

/** The list screens' search box: a labelled search input with its icon, growing to fill a row. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
