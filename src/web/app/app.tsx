import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Router as Location, Switch, useLocation } from 'wouter';
import { Providers } from './providers';
import {
  NotFoundPage,
  framelessPage,
  isProtectedPath,
  loadPageAt,
  pageFor,
  preloadSignedIn,
  publicOnly,
  publicRoutes,
  signedInRoutes,
} from './routes';
import { signedInHint, useAuth } from '../lib/auth';
import { redirectToLogin } from '../lib/query-client';
import { stopHoldingPresses } from '../lib/held-presses';
import { HelpButton } from './help-button';
import { AssistantHost } from './assistant-host';

// Lazy so the marketing home does not pay for the signed-in frame; drawn at once once loaded,
// so a frame the server painted hydrates without suspending (see loadFirstScreen).
const loadAppLayout = () => import('./app-layout');
const { page: AppLayout, load: loadFrame } = pageFor<{ children: ReactNode }>(() =>
  loadAppLayout().then((m) => ({ default: m.AppLayout })),
);
// After signing in with an administrator's temporary password, the one screen there is.
const PasswordRequiredPage = lazy(() => import('../features/profile/pages/password-required-page'));

// A returning teacher: fetch the frame and the page alongside GET /api/user, not after it.
// (Never on the server, which renders with the answers already in hand: entry-server.tsx.)
const hinted = typeof document !== 'undefined' && signedInHint();
if (hinted) preloadSignedIn(window.location.pathname, loadFrame);

/**
 * The code of the first screen at `path` (its page, and the frame when signed in), fetched
 * before a page painted by the server is hydrated, so hydration finds what the server drew.
 */
export function loadFirstScreen(path: string, signedIn: boolean): Promise<unknown> {
  const frame = signedIn && !framelessPage(path) && !publicOnly(path);
  return Promise.all([loadPageAt(path, signedIn), frame ? loadFrame() : undefined]);
}

// The server paints the same markup into the page for a returning teacher (platform/http/static.ts).
// A page skeleton, its words for screen readers (issue 32 item 18: no bare "Loading...").
function Loading() {
  return (
    <div className="space-y-4 p-4 sm:p-8" role="status">
      <span className="sr-only">Loading...</span>
      <div className="h-8 w-56 max-w-full animate-pulse rounded-md bg-muted"></div>
      <div className="h-32 animate-pulse rounded-xl bg-muted"></div>
      <div className="h-64 animate-pulse rounded-xl bg-muted"></div>
    </div>
  );
}

function Router() {
  const { isAuthenticated, isLoading, user } = useAuth();
  const [path] = useLocation();
  const guarded = !isLoading && !isAuthenticated && isProtectedPath(path);
  useEffect(() => {
    if (guarded) redirectToLogin();
  }, [guarded]);

  // A returning teacher sees "Loading..." rather than a flash of the marketing home.
  if (isLoading && hinted && !publicOnly(path)) return <Loading />;
  if (isLoading || !isAuthenticated || publicOnly(path)) {
    return (
      <Suspense fallback={<Loading />}>
        <Switch>
          {publicRoutes.map((r) => (
            <Route key={r.path} path={r.path} component={r.page} />
          ))}
          <Route>{guarded || isLoading ? <Loading /> : <NotFoundPage />}</Route>
        </Switch>
      </Suspense>
    );
  }
  if (user?.mustChangePassword) {
    return (
      <Suspense fallback={<Loading />}>
        <PasswordRequiredPage />
      </Suspense>
    );
  }
  const pages = (
    <Suspense fallback={<Loading />}>
      <Switch>
        {signedInRoutes.map((r) => (
          <Route key={r.path} path={r.path} component={r.page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
  // The game's projector view and a presented lesson fill the screen: no sidebar or top bar
  // (each has its own way back).
  if (framelessPage(path)) return pages;
  return (
    <Suspense fallback={<Loading />}>
      <AppLayout>{pages}</AppLayout>
    </Suspense>
  );
}

/**
 * The whole client. The server renders it (entry-server.tsx) with its own query client, already
 * holding the first answers, and the path asked for; the browser with neither.
 */
export function App({
  client,
  ssrPath,
  ssrSearch,
}: {
  client?: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
}) {
  // A page the server drew answers no click until React has it: the browser tests wait for
  // this mark before they press anything (e2e/fixtures.ts). Effects never run on the server.
  // Presses made before React had their button are held by index.html's script until it does.
  useEffect(() => {
    document.documentElement.dataset.interactive = '1';
    stopHoldingPresses();
  }, []);
  return (
    <Location ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <Providers client={client}>
        <Router />
        <HelpButton />
        <AssistantHost />
      </Providers>
    </Location>
  );
}
