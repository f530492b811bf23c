import { Suspense, lazy, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Providers } from './providers';
import { NotFoundPage, isProtectedPath, publicRoutes, signedInRoutes } from './routes';
import { useAuth } from '../lib/auth';
import { redirectToLogin } from '../lib/query-client';
import { HelpButton } from './help-button';
import { AssistantHost } from './assistant-host';

// Lazy so the marketing home does not pay for the signed-in frame.
const AppLayout = lazy(() => import('./app-layout').then((m) => ({ default: m.AppLayout })));

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

  // The feature pages are marketing pages and take pages are for students: the same for
  // everyone, without the app frame (a teacher trying their own link sees what students see).
  const student = /^\/(take|join)(\/|$)/.test(path);
  if (isLoading || !isAuthenticated || path.startsWith('/features/') || student) {
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
  // The game's projector view fills the screen: no sidebar or top bar (it has its own way back).
  if (path.startsWith('/rollcall/host/')) {
    return (
      <Suspense fallback={<Loading />}>
        <Switch>
          {signedInRoutes.map((r) => (
            <Route key={r.path} path={r.path} component={r.page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <AppLayout>
        <Suspense fallback={<Loading />}>
          <Switch>
            {signedInRoutes.map((r) => (
              <Route key={r.path} path={r.path} component={r.page} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </AppLayout>
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
