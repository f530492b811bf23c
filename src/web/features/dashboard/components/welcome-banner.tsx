import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { ANALYTICS_TEXT } from '../../../../contracts/analytics.text';
import { buttonClass } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useOverview } from '../../../lib/overview';
import { welcomeHeading } from '../welcome';

export function WelcomeBanner() {
  const { user } = useAuth();
  const name = user?.firstName || ANALYTICS_TEXT.fallbackName;
  const overview = useOverview().data;
  const heading = welcomeHeading(
    name,
    user,
    overview && {
      students: overview.dashboard.students,
      lessons: overview.dashboard.totalLessons,
    },
  );
  return (
    <section className="flex flex-col gap-4 rounded-xl border bg-accent p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold" data-testid="welcome-heading">
          {heading}
        </h1>
        <p className="mt-1 text-muted-foreground">Here is how your class is doing today.</p>
      </div>
      <Link href="/lessons" className={cn(buttonClass(), 'shrink-0')}>
        <BookOpen className="size-4" aria-hidden="true" /> Plan a Lesson
      </Link>
    </section>
  );
}
