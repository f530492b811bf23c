import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import {
  STANDARD_SETS,
  STANDARDS_MAX,
  STANDARDS_NOTICES,
  type Standard,
  type StandardRef,
  type StandardsFieldInput,
} from '../../contracts/standards.contract';
import { fetchJson } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Input } from './ui/input';

/** The codes of a form's standards, as a generate request sends them. */
export const standardCodes = (list: StandardsFieldInput | undefined) =>
  ((list ?? []) as (string | { code: string })[]).map((s) => (typeof s === 'string' ? s : s.code));

const hasData = (subject: string): subject is keyof typeof STANDARD_SETS =>
  subject in STANDARD_SETS;

/** The picker's search, a short pause after the last key so typing is not a request a key. */
function useStandardsSearch(subject: string, grade: string, q: string) {
  const [debounced, setDebounced] = useState(q);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(q), 200);
    return () => clearTimeout(t);
  }, [q]);
  const params = new URLSearchParams({ subject, limit: '8' });
  if (grade) params.set('grade', grade);
  if (debounced.trim()) params.set('q', debounced.trim());
  const query = useQuery({
    queryKey: ['standards', subject, grade, debounced.trim()],
    queryFn: () => fetchJson<Standard[]>('GET', `/api/standards?${params.toString()}`),
    enabled: hasData(subject),
    staleTime: Infinity,
  });
  // While a search is still to be sent, the last answer is for other words: none is shown.
  const typing = q.trim() !== debounced.trim();
  return { ...query, data: typing ? undefined : query.data, isLoading: typing || query.isLoading };
}

/**
 * Tag standards from the shipped data (issue 34 item 2): a combobox that searches as the
 * teacher types (code or words, the subject's and grade's standards), arrow keys and Enter to
 * add, Escape to close; the chosen ones as a list with a remove button each. The licences'
 * notices are shown with the list (offline-data/standards/NOTICE.md).
 */
export function StandardsPicker({
  subject,
  grade,
  value,
  onChange,
  id = 'standards',
}: {
  subject: string;
  grade: string;
  value: StandardRef[];
  onChange: (next: StandardRef[]) => void;
  id?: string;
}) {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const search = useStandardsSearch(subject, grade, q);
  const chosen = new Set(value.map((s) => s.code));
  const options = (search.data ?? []).filter((s) => !chosen.has(s.code));
  const full = value.length >= STANDARDS_MAX;

  const add = (s: Standard) => {
    if (full || chosen.has(s.code)) return;
    onChange([...value, { code: s.code, description: s.description }]);
    setQ('');
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      add(options[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  const showList = open && hasData(subject) && !full;

  return (
    <div className="space-y-2" data-testid="standards-picker">
      <label htmlFor={id} className="text-sm font-medium">
        Standards
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Tagged standards">
          {value.map((s) => (
            <li
              key={s.code}
              className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1">
                <span className="font-mono font-semibold">{s.code}</span>{' '}
                <span className="text-muted-foreground">{s.description}</span>
              </span>
              <button
                type="button"
                className="rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${s.code}`}
                onClick={() => onChange(value.filter((v) => v.code !== s.code))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No standards tagged yet.</p>
      )}
      {hasData(subject) ? (
        <div className="relative">
          <Input
            id={id}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && options[active] ? `${listId}-${active}` : undefined}
            placeholder={
              full
                ? `At most ${STANDARDS_MAX} standards`
                : `Search ${grade ? `grade ${grade} ` : ''}${subject} standards by code or words`
            }
            disabled={full}
            value={q}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => {
              setQ(e.target.value);
              setOpen(true);
              setActive(0);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          {showList ? (
            <ul
              id={listId}
              role="listbox"
              aria-label="Matching standards"
              className="absolute z-50 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-card p-1 text-foreground shadow-lg"
            >
              {search.isLoading ? (
                <li className="px-3 py-2 text-sm text-muted-foreground">Searching…</li>
              ) : search.isError ? (
                <li className="px-3 py-2 text-sm text-destructive">
                  Could not search the standards. Please try again.
                </li>
              ) : options.length === 0 ? (
                <li className="px-3 py-2 text-sm text-muted-foreground">No standards match.</li>
              ) : (
                options.map((s, i) => (
                  <li
                    key={s.code}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={cn(
                      'cursor-pointer rounded px-3 py-2 text-sm',
                      i === active ? 'bg-muted' : 'hover:bg-muted/60',
                    )}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => add(s)}
                  >
                    <span className="font-mono font-semibold">{s.code}</span>{' '}
                    <span>{s.description}</span>
                    {s.cluster ? (
                      <span className="block text-xs text-muted-foreground">{s.cluster}</span>
                    ) : null}
                  </li>
                ))
              )}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Chalkwise holds standards for Mathematics and English (Common Core) and Science (NGSS);
          there are none for {subject || 'this subject'}.
        </p>
      )}
      {hasData(subject) ? (
        <p className="text-xs text-muted-foreground">
          {STANDARD_SETS[subject]}.{' '}
          {subject === 'Science' ? STANDARDS_NOTICES.ngss : STANDARDS_NOTICES.ccss}
        </p>
      ) : null}
    </div>
  );
}
