import { Select as S } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Select({
  value,
  options,
  onChange,
  label,
  placeholder,
  className,
}: {
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  label: string;
  /** Shown while nothing is chosen (value ''). */
  placeholder?: string;
  /** The trigger's classes: forms pass `h-10 w-full` so it matches the fields around it. */
  className?: string;
}) {
  return (
    <S.Root value={value} onValueChange={onChange}>
      <S.Trigger
        aria-label={label}
        className={cn(
          'inline-flex h-8 items-center justify-between gap-1 rounded-md border bg-background px-2 text-sm capitalize',
          className,
        )}
      >
        <S.Value placeholder={placeholder} />
        <ChevronDown className="size-3" />
      </S.Trigger>
      <S.Portal>
        {/* At least as wide as its trigger, with rows a finger can hit, scrolling when long. */}
        <S.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[max(8rem,var(--radix-select-trigger-width))] overflow-y-auto rounded-md border bg-card p-1 shadow-lg"
        >
          <S.Viewport>
            {options.map((o) => (
              <S.Item
                key={o}
                value={o}
                className="cursor-pointer rounded px-3 py-2 text-sm capitalize outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold"
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
