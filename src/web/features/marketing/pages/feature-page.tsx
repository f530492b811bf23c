import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { useAuth } from '../../../lib/auth';
import { Button, buttonClass } from '../../../components/ui/button';
import { MarketingLayout, SignInDialog, useSignInDialog } from '../components/marketing-layout';
import { FEATURES } from '../marketing-content';
import NotFoundPage from './not-found-page';
import { BackLink } from '../../../components/back-link';

/** Screenshots of the demo class (headless Chromium, 1280x800), one per feature and theme. */
const SHOTS = import.meta.glob<string>('../assets/*.jpg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const shot = (slug: string, theme: 'light' | 'dark') => SHOTS[`../assets/${slug}-${theme}.jpg`];

export default function FeaturePage() {
  const { slug } = useParams<{ slug: string }>();
  const { open, setOpen, tab, openAt } = useSignInDialog();
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const feature = FEATURES.find((f) => f.slug === slug);
  if (!feature) return <NotFoundPage />;
  const others = FEATURES.filter((f) => f.slug !== feature.slug);
  return (
    <MarketingLayout onSignIn={() => openAt('signin')}>
      <SignInDialog open={open} onOpenChange={setOpen} tab={tab} />
      <section className="mx-auto max-w-5xl px-4 pt-10 pb-12 sm:pt-16">
        <BackLink href="/" quiet>
          Back to home
        </BackLink>
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center">
          <div>
            <span className="flex size-14 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-fuchsia-500 text-white">
              <feature.icon className="size-7" aria-hidden="true" />
            </span>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight">{feature.title}</h1>
            <p className="mt-4 text-lg text-muted-foreground">{feature.summary}</p>
            <p className="mt-6 text-2xl font-bold text-primary">{feature.claim}</p>
            <Button
              size="lg"
              className="mt-8"
              // A teacher who is already signed in goes straight to work.
              onClick={() => (isAuthenticated ? navigate('/') : openAt('register'))}
            >
              Get Started <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <figure className="overflow-hidden rounded-xl border bg-card shadow-lg">
            {/* Both themes are in the page; the one matching the site's theme shows. */}
            <img
              src={shot(feature.slug, 'light')}
              alt={feature.shot}
              width={1280}
              height={800}
              className="block h-auto w-full dark:hidden"
            />
            <img
              src={shot(feature.slug, 'dark')}
              alt={feature.shot}
              width={1280}
              height={800}
              className="hidden h-auto w-full dark:block"
            />
            <figcaption className="border-t px-4 py-2 text-xs text-muted-foreground">
              The demo class in Chalkwise.
            </figcaption>
          </figure>
        </div>
      </section>
      <section className="border-t bg-muted/30" aria-labelledby="feature-what">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
          <div>
            <h2 id="feature-what" className="text-2xl font-bold">
              What you can do
            </h2>
            <ul className="mt-6 space-y-4">
              {feature.points.map((p) => (
                <li key={p} className="flex gap-3">
                  <CheckCircle2
                    className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                    aria-hidden="true"
                  />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-8">
            <nav aria-label="Try it">
              <h2 className="text-2xl font-bold">Try it</h2>
              <p className="mt-2 text-sm text-muted-foreground">
                {isAuthenticated
                  ? 'Straight to your own class.'
                  : 'Sign in (or explore as a guest) and you land on the page.'}
              </p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {feature.links.map((l, i) => (
                  <li key={l.href}>
                    <Link href={l.href} className={buttonClass(i === 0 ? 'default' : 'outline')}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="More features">
              <h2 className="text-lg font-semibold">More features</h2>
              <ul className="mt-3 space-y-2">
                {others.map((f) => (
                  <li key={f.slug}>
                    <Link
                      href={`/features/${f.slug}`}
                      className="inline-flex items-center gap-2 text-primary hover:underline"
                    >
                      <f.icon className="size-4" aria-hidden="true" /> {f.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </section>
    </MarketingLayout>
  );
}
