import { CheckCircle2 } from 'lucide-react';
import type { AssessmentResults } from '../../../../contracts/assessments.contract';
import { Alert } from '../../../components/ui/alert';
import { useLmsGrades } from '../assessments.api';

/**
 * Where learners' scores went to their LMS (issue 36 item 5): a line per score the LMS did not
 * take, with the reason, and a count of those it did. Nothing when no learner came from an LMS.
 */
export function LmsGrades({ data }: { data: AssessmentResults }) {
  const grades = useLmsGrades(data.assessment.id);
  const items = grades.data?.items ?? [];
  if (items.length === 0) return null;
  const names = new Map(data.roster.map((s) => [s.id, s.name]));
  const failed = items.filter((i) => i.status === 'failed');
  const sent = items.filter((i) => i.status === 'sent');
  const pending = items.filter((i) => i.status === 'pending');
  const platforms = [...new Set(items.map((i) => i.platform))].join(', ');
  return (
    <section aria-label={`Grades sent to ${platforms}`} className="space-y-2">
      {failed.map((i) => (
        <Alert key={i.studentId} variant="destructive">
          Grade not sent to {i.platform}: {i.reason ?? 'no answer'} (
          {names.get(i.studentId) ?? 'a learner'}).
        </Alert>
      ))}
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {sent.length} of {items.length} {items.length === 1 ? 'score' : 'scores'} sent to{' '}
        {platforms}
        {pending.length > 0 ? `, ${pending.length} on the way` : ''}.
      </p>
    </section>
  );
}
