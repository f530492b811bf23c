import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../components/ui/button';
import { MarketingLayout, SignInDialog, useSignInDialog } from '../components/marketing-layout';
import { FEATURES } from '../marketing-content';
import NotFoundPage from './not-found-page';

export default function FeaturePage() {
  const { slug } = useParams<{ slug: string }>();
  const { open, setOpen, tab, openAt } = useSignInDialog();
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const feature = FEATURES.find((f) => f.slug === slug);
  if (!feature) return <NotFoundPage />;
  return (
    <MarketingLayout onSignIn={() => openAt('signin')}>
      <SignInDialog open={open} onOpenChange={setOpen} tab={tab} />
      <section className="mx-auto max-w-3xl px-4 py-20">
        <Link
          href="/"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to home
        </Link>
        <span className="mt-8 flex size-14 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-fuchsia-500 text-white">
          <feature.icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight">{feature.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{feature.summary}</p>
        <p className="mt-6 text-2xl font-bold text-primary">{feature.claim}</p>
        <Button
          size="lg"
          className="mt-10"
          // A teacher who is already signed in goes straight to work.
          onClick={() => (isAuthenticated ? navigate('/') : openAt('register'))}
        >
          Get Started
        </Button>
      </section>
    </MarketingLayout>
  );
}
