import { cn } from '../lib/cn';

/** What an import left out or changed, line by line, so the teacher can fix the file. */
export function ImportProblems({
  title,
  items,
  tone,
  testId,
}: {
  title: string;
  items: { key: string; where: string; messages: string[] }[];
  tone: 'error' | 'warning';
  testId?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={cn(
        'rounded-md border p-3 text-sm',
        tone === 'error'
          ? 'border-destructive/40 bg-destructive/5'
          : 'border-amber-500/40 bg-amber-500/5',
      )}
    >
      <h3 className="font-medium">{title}</h3>
      <ul className="mt-2 max-h-48 space-y-1.5 overflow-y-auto">
        {items.map((item) => (
          <li key={item.key} className="flex gap-2">
            <span className="shrink-0 font-mono text-xs leading-5 text-muted-foreground tabular-nums">
              {item.where}
            </span>
            <span
              className={
                tone === 'error' ? 'text-destructive' : 'text-amber-800 dark:text-amber-300'
              }
            >
              {item.messages.join(' ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
