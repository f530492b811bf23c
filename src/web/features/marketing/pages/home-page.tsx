import { ArrowRight, CheckCircle2, Clock, DollarSign, Video } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { openAssistant } from '../../../lib/assistant-modal';
import { MarketingLayout, SignInDialog, useSignInDialog } from '../components/marketing-layout';
import { FEATURES, STATS } from '../marketing-content';
// Only a signed-in teacher sees it here: visitors' first screen does not load its form kit.
import { AvatarVideoCard } from '../../../components/avatar-video-card.lazy';

export default function HomePage() {
  const { isAuthenticated } = useAuth();
  const { open, setOpen, tab, openAt } = useSignInDialog();
  return (
    <MarketingLayout onSignIn={() => openAt('signin')}>
      <SignInDialog open={open} onOpenChange={setOpen} tab={tab} />
      <section className="relative overflow-hidden">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-indigo-500/15 via-transparent to-fuchsia-500/15" />
        <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:py-28">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
            <DollarSign className="size-4" aria-hidden="true" /> AI deployment under $10,000
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            Affordable AI Solutions for{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-300 dark:to-fuchsia-300">
              Education
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            Chalkwise gives teachers AI lesson planning, smart assessments and student analytics,
            running privately on your school's own server.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {isAuthenticated ? (
              <Link
                href="/"
                className="inline-flex h-12 items-center rounded-md bg-primary px-6 font-medium text-primary-foreground"
              >
                Dashboard
              </Link>
            ) : (
              <>
                <Button size="lg" onClick={() => openAt('register')}>
                  Get Started <ArrowRight className="size-4" />
                </Button>
                <Button size="lg" variant="outline" onClick={() => openAt('signin')}>
                  Sign In
                </Button>
              </>
            )}
            <Button size="lg" variant="outline" onClick={openAssistant}>
              <Video className="size-4" aria-hidden="true" /> Live AI video assistant
            </Button>
          </div>
          {isAuthenticated && (
            <div className="mx-auto mt-10 max-w-xl text-left">
              <Suspense fallback={null}>
                <AvatarVideoCard />
              </Suspense>
            </div>
          )}
          <dl className="mx-auto mt-16 grid max-w-3xl gap-6 sm:grid-cols-3">
            {STATS.map((s) => (
              <div key={s.label} className="rounded-xl border bg-card/70 p-6">
                <dt className="text-sm text-muted-foreground">{s.label}</dt>
                <dd className="order-first text-3xl font-bold text-primary">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-20">
        <h2 className="text-center text-3xl font-bold">Everything a teacher needs</h2>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <Link
              key={f.slug}
              href={`/features/${f.slug}`}
              className="group rounded-xl border bg-card p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-fuchsia-500 text-white">
                <f.icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{f.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{f.summary}</p>
              <p className="mt-4 text-sm font-semibold text-primary">{f.claim}</p>
            </Link>
          ))}
        </div>
      </section>

      <section className="bg-gradient-to-r from-indigo-600 to-fuchsia-600 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-16 text-center">
          <h2 className="text-3xl font-bold">Ready to transform your classroom?</h2>
          <ul className="flex flex-wrap justify-center gap-6 text-sm">
            <li className="flex items-center gap-2">
              <CheckCircle2 className="size-4" aria-hidden="true" /> 14-day free trial
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4" aria-hidden="true" /> 24/7 availability
            </li>
            <li className="flex items-center gap-2">
              <DollarSign className="size-4" aria-hidden="true" /> AI deployment under $10,000
            </li>
          </ul>
          <button
            type="button"
            className="inline-flex h-12 items-center rounded-md bg-white px-6 font-semibold text-indigo-800 shadow-lg hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            onClick={() => window.location.assign('/api/login')}
          >
            Start Your AI Teaching Journey
          </button>
        </div>
      </section>
    </MarketingLayout>
  );
}
