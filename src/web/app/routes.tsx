import { lazy, type ComponentType } from 'react';
import { pageFor, type Load } from '../lib/lazy-page';
import { loadAvatarVideoCard } from '../components/avatar-video-card.lazy';

export { pageFor };

/**
 * The one route table. A feature adds its page by pointing a path at its module
 * (default export). Every page is code-split.
 */
type Route = { path: string; page: ComponentType; load: Load };

const route = (path: string, load: Load): Route => ({ path, ...pageFor(load) });

/** Pages for everyone, signed in or out: share links, students' take page, signing out. */
const everyoneRoutes: Route[] = [
  route('/shared/lessons/:token', () => import('../features/lessons/pages/shared-lesson-page')),
  route('/take/:code', () => import('../features/assessments/pages/take-page')),
  route('/take', () => import('../features/assessments/pages/take-page')),
  route('/logout', () => import('./sign-out-page')),
];

export const publicRoutes: Route[] = [
  route('/', () => import('../features/marketing/pages/home-page')),
  route('/features/:slug', () => import('../features/marketing/pages/feature-page')),
  route('/join/:code', () => import('../features/rollcall/pages/join-page')),
  route('/join', () => import('../features/rollcall/pages/join-page')),
  route('/rollcall', () => import('../features/rollcall/pages/rollcall-signed-out-page')),
  ...everyoneRoutes,
];

export const signedInRoutes: Route[] = [
  // The avatar card is drawn on the dashboard's first screen: its code comes with the page's, so a
  // dashboard the server drew is hydrated in one pass (a box typed in before it was is not lost).
  route('/', () =>
    Promise.all([import('../features/dashboard/pages/dashboard-page'), loadAvatarVideoCard()]).then(
      ([page]) => page,
    ),
  ),
  route('/analytics', () => import('../features/analytics/pages/analytics-page')),
  route('/lessons', () => import('../features/lessons/pages/lessons-page')),
  route('/lessons/:id/edit', () => import('../features/lessons/pages/lesson-edit-page')),
  route('/lessons/:id/present', () => import('../features/lessons/pages/lesson-present-page')),
  route('/lessons/:id/speaker', () => import('../features/lessons/pages/lesson-speaker-page')),
  route('/lessons/:id', () => import('../features/lessons/pages/lesson-detail-page')),
  route('/assessments', () => import('../features/assessments/pages/assessments-page')),
  route('/assessments/class-sheet', () => import('../features/assessments/pages/class-sheet-page')),
  route(
    '/assessments/:id/edit',
    () => import('../features/assessments/pages/assessment-edit-page'),
  ),
  route(
    '/assessments/:id/results',
    () => import('../features/assessments/pages/assessment-results-page'),
  ),
  route('/students', () => import('../features/students/pages/students-page')),
  route('/students/:id/edit', () => import('../features/students/pages/student-edit-page')),
  route('/students/:id', () => import('../features/students/pages/student-detail-page')),
  route('/rollcall', () => import('../features/rollcall/pages/rollcall-page')),
  route('/rollcall/quizzes/:id', () => import('../features/rollcall/pages/quiz-page')),
  route('/rollcall/host/:roomId', () => import('../features/rollcall/pages/host-page')),
  route(
    '/rollcall/games/:id/results',
    () => import('../features/rollcall/pages/game-results-page'),
  ),
  route('/ai-chat', () => import('../features/chat/pages/ai-chat-page')),
  route('/content', () => import('../features/content/pages/content-page')),
  route('/usage', () => import('../features/usage/pages/usage-page')),
  route('/admin', () => import('../features/admin/pages/admin-page')),
  route('/profile', () => import('../features/profile/pages/profile-page')),
  ...everyoneRoutes,
];

export const NotFoundPage = lazy(() => import('../features/marketing/pages/not-found-page'));

const matches = (r: Route, path: string) =>
  new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(path);

/**
 * Fetches the code of the page the router will draw at `path` (the first route that matches, as
 * <Switch> picks it), so a page painted by the server hydrates at once instead of suspending.
 */
export function loadPageAt(path: string, signedIn: boolean): Promise<unknown> {
  const routes = signedIn && !publicOnly(path) ? signedInRoutes : publicRoutes;
  return routes.find((r) => matches(r, path))?.load() ?? Promise.resolve();
}

/**
 * Starts fetching the signed-in frame and the page for `path` at once, instead of after
 * GET /api/user answers (issue 16, item 6: the dashboard's first paint waited on that chain).
 */
export function preloadSignedIn(path: string, appLayout: () => Promise<unknown>) {
  const page = signedInRoutes.find((r) => matches(r, path));
  if (!page || publicOnly(path)) return;
  void appLayout().catch(() => undefined);
  void page.load().catch(() => undefined);
}

/**
 * Pages that look the same signed in or out, without the app frame: feature pages are
 * marketing, take and join pages are for students (a teacher trying a link sees what they see).
 */
/**
 * Pages that fill the screen without the app's frame: the game's projector, a lesson presented
 * and its speaker view.
 */
export const framelessPage = (path: string) =>
  path.startsWith('/rollcall/host/') || /^\/lessons\/[^/]+\/(?:present|speaker)$/.test(path);

export const publicOnly = (path: string) => /^\/(take|join|features)(\/|$)/.test(path);

/**
 * Paths that exist only when signed in: visiting them signed out sends you to sign in.
 * A path that is also public (/, share links, take pages) is never protected.
 */
export function isProtectedPath(path: string) {
  return (
    signedInRoutes.some((r) => matches(r, path)) && !publicRoutes.some((r) => matches(r, path))
  );
}
