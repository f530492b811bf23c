import { Suspense, lazy, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../../components/brand/logo';
import { BrandLink } from '../../../components/public-header';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Button } from '../../../components/ui/button';
import { useAuth, usePublicConfig } from '../../../lib/auth';
import { FEATURES } from '../marketing-content';
import type { SignInTab } from '../../../components/sign-in-dialog';

const askedInUrl = () => new URLSearchParams(window.location.search).get('signin') === '1';
const noSubscription = () => () => undefined;

/** Open at first when the address asks for it (?signin=1), which the prerendered page cannot know. */
export function useSignInDialog() {
  const asked = useSyncExternalStore(noSubscription, askedInUrl, () => false);
  const [chosen, setOpen] = useState<boolean>();
  const open = chosen ?? asked;
  const [tab, setTab] = useState<SignInTab>('signin');
  /** Opens the dialog on a tab: Get Started on Create Account, Sign In on the sign-in form. */
  const openAt = (next: SignInTab) => {
    setTab(next);
    setOpen(true);
  };
  return { open, setOpen, tab, openAt };
}

export function MarketingLayout({
  children,
  onSignIn,
}: {
  children: ReactNode;
  onSignIn: () => void;
}) {
  const { isAuthenticated } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-20 border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <BrandLink />
          <div className="flex-1" />
          <ThemeToggle />
          {isAuthenticated ? (
            <Link href="/" className="text-sm font-medium text-primary">
              Dashboard
            </Link>
          ) : (
            <Button variant="outline" size="sm" onClick={onSignIn}>
              Sign In
            </Button>
          )}
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <Footer />
    </div>
  );
}

function Footer() {
  const config = usePublicConfig();
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2 text-lg font-bold">
            <Logo /> Chalkwise
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            Brain - LLMs / Memory - Knowledge Base / Agents - Action
          </p>
        </div>
        <div>
          <h2 className="font-semibold">Platform Features</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FEATURES.map((f) => (
              <li key={f.slug}>
                <Link
                  className="text-muted-foreground hover:text-foreground"
                  href={`/features/${f.slug}`}
                >
                  {f.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Access Levels</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
            <li>Guest (limited preview)</li>
            <li>User (full teaching tools)</li>
            <li>Admin (system management)</li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Contact Us</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
            {config?.salesPhone && (
              <li>
                <a className="hover:text-foreground" href={`tel:${config.salesPhone}`}>
                  {config.salesPhone}
                </a>
              </li>
            )}
            {config?.contactUrl && (
              <li>
                <a className="hover:text-foreground" href={config.contactUrl}>
                  Contact sales
                </a>
              </li>
            )}
            {config?.assistantUrl && (
              <li>
                <a className="hover:text-foreground" href={config.assistantUrl}>
                  AI assistant
                </a>
              </li>
            )}
            <li className="font-medium text-foreground">Free Consultation Available</li>
          </ul>
        </div>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © 2025 Chalkwise. All rights reserved.
      </p>
    </footer>
  );
}

// Loaded on first open: the forms pull in zod and react-hook-form, which the landing page does not need.
const LazySignInDialog = lazy(() =>
  import('../../../components/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);

export function SignInDialog({
  open,
  onOpenChange,
  tab,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab?: SignInTab;
}) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazySignInDialog key={tab} open={open} onOpenChange={onOpenChange} tab={tab} />
    </Suspense>
  );
}
