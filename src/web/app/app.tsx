import { Suspense, lazy, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Providers } from './providers';
import {
  NotFoundPage,
  framelessPage,
  isProtectedPath,
  preloadSignedIn,
  publicOnly,
  publicRoutes,
  signedInRoutes,
} from './routes';
import { signedInHint, useAuth } from '../lib/auth';
import { redirectToLogin } from '../lib/query-client';
import { HelpButton } from './help-button';
import { AssistantHost } from './assistant-host';

// Lazy so the marketing home does not pay for the signed-in frame.
const loadAppLayout = () => import('./app-layout');
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

// A returning teacher: fetch the frame and the page alongside GET /api/user, not after it.
const hinted = signedInHint();
if (hinted) preloadSignedIn(window.location.pathname, loadAppLayout);

// The server paints the same markup into the page for a returning teacher (platform/http/static.ts).
function Loading() {
  return (
    <div className="p-8 text-sm text-muted-foreground" role="status">
      Loading...
    </div>
  );
}

function Router() {
  const { isAuthenticated, isLoading } = useAuth();
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

export function App() {
  return (
    <Providers>
      <Router />
      <HelpButton />
      <AssistantHost />
    </Providers>
  );
}
