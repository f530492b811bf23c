import { ServerError } from '../../../components/server-error';
import { OVERVIEW_LOAD_FAILED, useOverview } from '../../../lib/overview';
import { DistributionChart, SubjectChart } from '../components/charts';
import { InsightsCard } from '../components/insights-card';
import { RecentActivity } from '../components/recent-activity';
import { StandardsMasteryCard } from '../components/standards-mastery';
import { StatCards } from '../components/stat-cards';
import { TopPerformers } from '../components/top-performers';

/** Spec section 2 "Analytics page", every figure computed by the server from stored scores. */
export default function AnalyticsPage() {
  const { data, error } = useOverview();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Analytics</h1>
        <p className="mt-1 text-muted-foreground">
          How your class is doing, from every score you have recorded.
        </p>
      </div>
      {error && !data ? (
        <ServerError error={error} fallback={OVERVIEW_LOAD_FAILED} />
      ) : (
        <>
          <StatCards data={data} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
            <DistributionChart data={data} />
            <SubjectChart data={data} />
            <TopPerformers data={data} />
            <RecentActivity data={data} />
          </div>
          <InsightsCard data={data} />
          <StandardsMasteryCard />
        </>
      )}
    </div>
  );
}
