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
