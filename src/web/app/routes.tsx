import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The one route table. A feature adds its page by pointing a path at its module
 * (default export). Every page is code-split.
 */
type Route = { path: string; page: LazyExoticComponent<ComponentType> };

export const publicRoutes: Route[] = [
  { path: '/', page: lazy(() => import('../features/marketing/pages/home-page')) },
  { path: '/features/:slug', page: lazy(() => import('../features/marketing/pages/feature-page')) },
  {
    path: '/shared/lessons/:token',
    page: lazy(() => import('../features/lessons/pages/shared-lesson-page')),
  },
  { path: '/take/:code', page: lazy(() => import('../features/assessments/pages/take-page')) },
  { path: '/take', page: lazy(() => import('../features/assessments/pages/take-page')) },
  { path: '/join/:code', page: lazy(() => import('../features/rollcall/pages/join-page')) },
  { path: '/join', page: lazy(() => import('../features/rollcall/pages/join-page')) },
  { path: '/logout', page: lazy(() => import('./sign-out-page')) },
  {
    path: '/rollcall',
    page: lazy(() => import('../features/rollcall/pages/rollcall-signed-out-page')),
  },
];

export const signedInRoutes: Route[] = [
  { path: '/', page: lazy(() => import('../features/dashboard/pages/dashboard-page')) },
  { path: '/analytics', page: lazy(() => import('../features/analytics/pages/analytics-page')) },
  { path: '/lessons', page: lazy(() => import('../features/lessons/pages/lessons-page')) },
  {
    path: '/lessons/:id/edit',
    page: lazy(() => import('../features/lessons/pages/lesson-edit-page')),
  },
  {
    path: '/lessons/:id',
    page: lazy(() => import('../features/lessons/pages/lesson-detail-page')),
  },
  {
    path: '/assessments',
    page: lazy(() => import('../features/assessments/pages/assessments-page')),
  },
  {
    path: '/assessments/class-sheet',
    page: lazy(() => import('../features/assessments/pages/class-sheet-page')),
  },
  {
    path: '/assessments/:id/edit',
    page: lazy(() => import('../features/assessments/pages/assessment-edit-page')),
  },
  {
    path: '/assessments/:id/results',
    page: lazy(() => import('../features/assessments/pages/assessment-results-page')),
  },
  { path: '/students', page: lazy(() => import('../features/students/pages/students-page')) },
  {
    path: '/students/:id/edit',
    page: lazy(() => import('../features/students/pages/student-edit-page')),
  },
  {
    path: '/students/:id',
    page: lazy(() => import('../features/students/pages/student-detail-page')),
  },
  { path: '/rollcall', page: lazy(() => import('../features/rollcall/pages/rollcall-page')) },
  {
    path: '/rollcall/quizzes/:id',
    page: lazy(() => import('../features/rollcall/pages/quiz-page')),
  },
  {
    path: '/rollcall/host/:roomId',
    page: lazy(() => import('../features/rollcall/pages/host-page')),
  },
  {
    path: '/rollcall/games/:id/results',
    page: lazy(() => import('../features/rollcall/pages/game-results-page')),
  },
  { path: '/ai-chat', page: lazy(() => import('../features/chat/pages/ai-chat-page')) },
  { path: '/content', page: lazy(() => import('../features/content/pages/content-page')) },
  { path: '/usage', page: lazy(() => import('../features/usage/pages/usage-page')) },
  { path: '/admin', page: lazy(() => import('../features/admin/pages/admin-page')) },
  {
    path: '/shared/lessons/:token',
    page: lazy(() => import('../features/lessons/pages/shared-lesson-page')),
  },
  { path: '/take/:code', page: lazy(() => import('../features/assessments/pages/take-page')) },
  { path: '/take', page: lazy(() => import('../features/assessments/pages/take-page')) },
  { path: '/logout', page: lazy(() => import('./sign-out-page')) },
];

export const NotFoundPage = lazy(() => import('../features/marketing/pages/not-found-page'));

const matches = (r: Route, path: string) =>
  new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(path);

/**
 * Paths that exist only when signed in: visiting them signed out sends you to sign in.
 * A path that is also public (/, share links, take pages) is never protected.
 */
export function isProtectedPath(path: string) {
  return (
    signedInRoutes.some((r) => matches(r, path)) && !publicRoutes.some((r) => matches(r, path))
  );
}
