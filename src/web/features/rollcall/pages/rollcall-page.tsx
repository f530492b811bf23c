import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { FormSkeleton } from '../../../components/form-skeleton';

// Each tab is its own chunk: a teacher taking attendance never downloads the game screens.
const TABS = [
  {
    value: 'attendance',
    label: 'Photo Attendance',
    Panel: lazy(() => import('../components/attendance-tab')),
  },
  {
    value: 'quizzes',
    label: 'Quiz Generator',
    Panel: lazy(() => import('../components/quiz-tab')),
  },
  { value: 'games', label: 'Game Rooms', Panel: lazy(() => import('../components/games-tab')) },
  {
    value: 'analytics',
    label: 'Analytics',
    Panel: lazy(() => import('../components/analytics-tab')),
  },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** RollCall AI (spec 2): four tabs; the open tab lives in the address (?tab=) so links and reloads keep it. */
export default function RollCallPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  const tab: TabValue = TABS.some((t) => t.value === asked) ? (asked as TabValue) : 'quizzes';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">
          RollCall AI{' '}
          <span className="align-middle text-sm font-medium text-muted-foreground">(beta)</span>
        </h1>
        <p className="text-muted-foreground">
          Attendance, quizzes and live classroom games on students&apos; own devices.
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => navigate(`/rollcall?tab=${value}`, { replace: true })}
      >
        <TabsList className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-1">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="mt-6 focus-visible:outline-none">
            <Suspense fallback={<FormSkeleton label="Loading…" />}>
              <Panel />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
