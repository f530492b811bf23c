/**
 * What a signed-in page asks the API for before it can draw anything, so the server can tell
 * the browser to fetch it alongside the page's scripts (`<link rel="preload">`) instead of after
 * them (issue 16, item 6). Every page asks who is signed in; the dashboard, its plan banner and
 * figures, and the sidebar's review count. Each URL is a query key of the client (checked by
 * src/web/lib/query-keys.test.ts), so the answers land where the page looks for them.
 */
export const FIRST_REQUESTS = {
  everyPage: ['/api/user'],
  byPath: {
    '/': ['/api/subscription/info', '/api/analytics/overview', '/api/assessments/review-count'],
  } as Record<string, readonly string[] | undefined>,
} as const;

/** The API requests to start with the page at `path` for a signed-in teacher. */
export const firstRequests = (path: string): readonly string[] => [
  ...FIRST_REQUESTS.everyPage,
  ...(FIRST_REQUESTS.byPath[path] ?? []),
];

/**
 * The code a signed-in page runs before it can draw, as source modules under src/web (the keys of
 * the build's manifest): the app's frame on every page, the dashboard's page on `/`. The server
 * names their chunks in the page (`<link rel="modulepreload">`), so they download with the entry
 * instead of after it has run (issue 28, item 1). Each is a lazy import of src/web/app (checked by
 * src/server/platform/http/first-modules.test.ts).
 */
export const FIRST_MODULES = {
  everyPage: ['app/app-layout.tsx'],
  byPath: {
    '/': ['features/dashboard/pages/dashboard-page.tsx'],
  } as Record<string, readonly string[] | undefined>,
} as const;

/** The source modules to preload with the page at `path` for a signed-in teacher. */
export const firstModules = (path: string): readonly string[] => [
  ...FIRST_MODULES.everyPage,
  ...(FIRST_MODULES.byPath[path] ?? []),
];
