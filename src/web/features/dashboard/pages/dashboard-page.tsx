import { Suspense, useDeferredValue } from 'react';
import { ServerError } from '../../../components/server-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { AssistantCard } from '../components/assistant-card';
import { AttendanceTodayCard } from '../components/attendance-today-card';
import { LessonPlanningCard } from '../components/lesson-planning-card';
import { PerformanceCard } from '../components/performance-card';
import { PriorityStudents } from '../components/priority-students';
import { StatCards } from '../components/stat-cards';
import { WelcomeBanner } from '../components/welcome-banner';
import { OVERVIEW_LOAD_FAILED, useOverview } from '../../../lib/overview';
import { SubscriptionBanner } from '../../../components/subscription-banner';
import { AvatarVideoCard } from '../../../components/avatar-video-card.lazy';
import { useSubscription } from '../../../lib/subscription';

/** Spec section 2 "Dashboard", every figure from GET /api/analytics/overview. */
export default function DashboardPage() {
  const { data, error } = useOverview();
  // The tiles take the figures at once; the charts and lists below the fold take them in a
  // transition, rendered in slices between frames rather than in one long task as the answer
  // lands (issue 38 item 2: 410 ms of blocking time on the demo teacher's dashboard).
  const below = useDeferredValue(data);
  // The plan banner sits above the tiles: until it is known, nothing is laid out under the
  // welcome, so a banner arriving late cannot push the page down (layout shift on phones).
  const planPending = useSubscription().isPending;
  if (planPending)
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <WelcomeBanner />
        {/* The tiles' and cards' places, so the body is never blank while it loads. */}
        <div role="status" className="space-y-6" data-testid="dashboard-skeleton">
          <span className="sr-only">Loading the dashboard…</span>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24 rounded-xl" />
            ))}
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <Skeleton className="h-72 rounded-xl lg:col-span-2" />
            <Skeleton className="h-72 rounded-xl" />
          </div>
        </div>
      </div>
    );
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <WelcomeBanner />
      <SubscriptionBanner />
      <ServerError error={error} fallback={OVERVIEW_LOAD_FAILED} />
      {/* Without figures after an error, the alert says so instead of endless skeletons. */}
      {error && !data ? (
        <AssistantCard />
      ) : (
        <>
          <StatCards data={data} />
          {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long lesson title
              or class name must wrap or truncate, not widen the page past a phone (issue 27). */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <AssistantCard />
              <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
                <AvatarVideoCard />
              </Suspense>
              <PerformanceCard data={below} />
              <LessonPlanningCard data={below} />
            </div>
            <div className="min-w-0 space-y-6">
              <AttendanceTodayCard />
              <PriorityStudents data={below} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
