import { Select as S } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

export function Select({
  value,
  options,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  label: string;
  /** Shown while nothing is chosen (value ''). */
  placeholder?: string;
}) {
  return (
    <S.Root value={value} onValueChange={onChange}>
      <S.Trigger
        aria-label={label}
        className="inline-flex h-8 items-center gap-1 rounded-md border bg-background px-2 text-sm capitalize"
      >
        <S.Value placeholder={placeholder} />
        <ChevronDown className="size-3" />
      </S.Trigger>
      <S.Portal>
        <S.Content position="popper" className="z-50 rounded-md border bg-card p-1 shadow-lg">
          <S.Viewport>
            {options.map((o) => (
              <S.Item
                key={o}
                value={o}
                className="cursor-pointer rounded px-2 py-1 text-sm capitalize outline-none data-[highlighted]:bg-muted"
              >
                <S.ItemText>{o}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
