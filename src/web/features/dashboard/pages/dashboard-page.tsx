import { ServerError } from '../../../components/server-error';
import { AssistantCard } from '../components/assistant-card';
import { AttendanceTodayCard } from '../components/attendance-today-card';
import { LessonPlanningCard } from '../components/lesson-planning-card';
import { PerformanceCard } from '../components/performance-card';
import { PriorityStudents } from '../components/priority-students';
import { StatCards } from '../components/stat-cards';
import { WelcomeBanner } from '../components/welcome-banner';
import { OVERVIEW_LOAD_FAILED, useOverview } from '../../../lib/overview';
import { SubscriptionBanner } from '../../../components/subscription-banner';
import { AvatarVideoCard } from '../../../components/avatar-video-card';
import { useSubscription } from '../../../lib/subscription';

/** Spec section 2 "Dashboard", every figure from GET /api/analytics/overview. */
export default function DashboardPage() {
  const { data, error } = useOverview();
  // The plan banner sits above the tiles: until it is known, nothing is laid out under the
  // welcome, so a banner arriving late cannot push the page down (layout shift on phones).
  const planPending = useSubscription().isPending;
  if (planPending)
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <WelcomeBanner />
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
              <AvatarVideoCard />
              <PerformanceCard data={data} />
              <LessonPlanningCard data={data} />
            </div>
            <div className="min-w-0 space-y-6">
              <AttendanceTodayCard />
              <PriorityStudents data={data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
