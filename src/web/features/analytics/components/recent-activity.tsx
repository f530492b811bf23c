import { ClipboardCheck } from 'lucide-react';
import { ANALYTICS_TEXT } from '../../../../contracts/analytics.text';
import { Badge } from '../../../components/ui/badge';
import { formatPercent, formatShortDate, countOf } from '../../../lib/format';
import type { Overview } from '../../../lib/overview';
import { Section } from './section';

export function RecentActivity({ data }: { data: Overview | undefined }) {
  return (
    <Section
      title="Recent Activity"
      loading={!data}
      empty={data?.recentActivity.length === 0 && ANALYTICS_TEXT.noAssessments}
    >
      <ul className="space-y-3">
        {data?.recentActivity.map((a) => (
          <li
            key={a.assessmentId}
            className="flex items-start gap-3 rounded-lg border p-3"
            data-testid="recent-activity"
          >
            <ClipboardCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{a.title}</p>
              <p className="text-xs text-muted-foreground">
                <span className="capitalize">{a.type}</span> · {a.subject} ·{' '}
                {formatShortDate(a.lastActivityAt)}
              </p>
              <p className="mt-1 text-sm">
                {countOf(a.submissions, 'submission')}
                {a.average !== null && <> · average {formatPercent(a.average, 1)}</>}
              </p>
            </div>
            {a.pendingReview > 0 && <Badge className="shrink-0">{a.pendingReview} to review</Badge>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
