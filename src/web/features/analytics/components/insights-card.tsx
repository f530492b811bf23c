import { AlertTriangle, Info, Lightbulb, ThumbsUp } from 'lucide-react';
import type { Insight } from '../../../../contracts/analytics.contract';
import { ANALYTICS_TEXT } from '../../../../contracts/analytics.text';
import type { Overview } from '../../../lib/overview';
import { Section } from './section';

const TONE: Record<Insight['tone'], { icon: typeof Info; className: string; label: string }> = {
  warning: {
    icon: AlertTriangle,
    className: 'text-amber-700 dark:text-amber-400',
    label: 'Attention',
  },
  positive: {
    icon: ThumbsUp,
    className: 'text-emerald-700 dark:text-emerald-400',
    label: 'Going well',
  },
  info: { icon: Info, className: 'text-primary', label: 'Note' },
};

/** Sentences the server wrote from the class's figures; none are invented here. */
export function InsightsCard({ data }: { data: Overview | undefined }) {
  return (
    <Section
      title="AI Insights"
      loading={!data}
      empty={data?.insights.length === 0 && ANALYTICS_TEXT.noInsights}
    >
      <ul className="space-y-3">
        {data?.insights.map((i) => {
          const tone = TONE[i.tone];
          return (
            <li
              key={i.kind}
              className="flex gap-3 rounded-lg bg-muted p-3 text-sm"
              data-testid="insight"
            >
              <tone.icon
                className={`mt-0.5 size-4 shrink-0 ${tone.className}`}
                aria-label={tone.label}
              />
              <span>{i.text}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 flex items-center gap-1 text-xs text-muted-foreground">
        <Lightbulb className="size-3.5" aria-hidden="true" /> Written from your recorded scores.
      </p>
    </Section>
  );
}
