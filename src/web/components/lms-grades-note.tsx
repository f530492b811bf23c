import { CheckCircle2 } from 'lucide-react';
import type { LtiGrades } from '../../contracts/lti.contract';
import { Alert } from './ui/alert';

/**
 * Where learners' scores went to their LMS (issue 36 item 5, decision 0033): a line per score the
 * LMS did not take, with the reason, and a count of those it did. Nothing when no learner came
 * from an LMS. `nothingToSend` words the learners with no score (not submitted, did not play).
 */
export function LmsGradesNote({
  items,
  names,
  nothingToSend,
}: {
  items: LtiGrades['items'];
  names: ReadonlyMap<number, string>;
  nothingToSend: (count: number) => string;
}) {
  if (items.length === 0) return null;
  const failed = items.filter((i) => i.status === 'failed');
  const sent = items.filter((i) => i.status === 'sent');
  const pending = items.filter((i) => i.status === 'pending');
  const none = items.filter((i) => i.status === 'none');
  const platforms = [...new Set(items.map((i) => i.platform))].join(', ');
  const also = [
    pending.length > 0 ? `${pending.length} on the way` : '',
    none.length > 0 ? nothingToSend(none.length) : '',
  ].filter(Boolean);
  return (
    <section aria-label={`Grades sent to ${platforms}`} className="space-y-2">
      {failed.map((i) => (
        <Alert key={i.studentId} variant="destructive">
          Grade not sent to {i.platform}: {i.reason ?? 'no answer'} (
          {names.get(i.studentId) ?? 'a learner'}).
        </Alert>
      ))}
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
        {sent.length} of {items.length} {items.length === 1 ? 'score' : 'scores'} sent to{' '}
        {platforms}
        {also.map((a) => `, ${a}`).join('')}.
      </p>
    </section>
  );
}
