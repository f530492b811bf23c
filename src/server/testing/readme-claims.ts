/**
 * What the README names that the code must have: API routes, environment variables and npm
 * scripts. Pure, so the test can hand it a fixture and show that a bogus name is caught.
 */
export interface KnownNames {
  /** OpenAPI paths, `{param}` form ('/api/lessons/{id}'). */
  routes: readonly string[];
  /** Variables config.ts declares, or that scripts and tests read from the environment. */
  variables: ReadonlySet<string>;
  /** Constants of the code a text may name in capitals (`MINUTES_PER_GENERATION`). */
  constants: ReadonlySet<string>;
  /** package.json's scripts. */
  scripts: ReadonlySet<string>;
}

/** A route as a shape: every parameter, `{id}` or `:id`, becomes `{}`. */
const shape = (route: string) =>
  route
    .split('/')
    .map((s) => (/^(\{[^}]*\}|:\w+)$/.test(s) ? '{}' : s))
    .join('/');

/** `/api/{assessments,quizzes}/{id}` names two routes: one per alternative. */
function expand(route: string): string[] {
  const m = /\{([^{}]*,[^{}]*)\}/.exec(route);
  if (!m) return [route];
  return m[1]!
    .split(',')
    .flatMap((alt) => expand(route.slice(0, m.index) + alt + route.slice(m.index + m[0].length)));
}

/**
 * Every `/api/...` path in a text, without its query string or trailing punctuation. A path on
 * another site's domain (Canvas's `https://sso.canvaslms.com/api/lti/...`) is not Chalkwise's.
 */
export function routesNamed(text: string): string[] {
  const found = text.match(/(?<!\.[a-z]{2,63})\/api\/[\w\-{}:.,/*]*/g) ?? [];
  return [
    ...new Set(
      found.flatMap((raw) => expand(raw.replace(/[.,:]+$/, '').replace(/\/$/, ''))).map(shape),
    ),
  ];
}

const HTTP_WORDS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** Every capitalised name in backticks (`AI_PROVIDER`, `AI_PROVIDER=local`, `PORT`). */
export function variablesNamed(text: string): string[] {
  const names = [...text.matchAll(/`([A-Z][A-Z0-9_]*)(?:=[^`]*)?`/g)].map((m) => m[1]!);
  // And in shell lines: `AI_PROVIDER=local npm start`.
  const inCode = [...text.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]{2,})=/gm)].map((m) => m[1]!);
  return [...new Set([...names, ...inCode])].filter((n) => n.length > 2 && !HTTP_WORDS.has(n));
}

/** Every `npm run <name>`, plus `npm start` and `npm test`. */
export function scriptsNamed(text: string): string[] {
  const run = [...text.matchAll(/npm run ([\w:.-]+)/g)].map((m) => m[1]!);
  const short = [...text.matchAll(/npm (start|test)\b/g)].map((m) => m[1]!);
  return [...new Set([...run, ...short])];
}

/**
 * Whether a named route is one of the app's: segment by segment, a parameter of the app's
 * route also stands for a value (`/api/export/pdf` is `/api/export/{format}`); a trailing `*`
 * stands for any routes under it.
 */
function routeExists(named: string, routes: readonly string[]) {
  const wanted = named.split('/');
  const prefix = wanted.at(-1) === '*';
  return routes.some((route) => {
    const have = shape(route).split('/');
    if (prefix ? have.length < wanted.length : have.length !== wanted.length) return false;
    return wanted.every((seg, i) => (prefix && seg === '*') || seg === have[i] || have[i] === '{}');
  });
}

/** What the text names that the code lacks, one line each; empty when all is there. */
export function missingNames(text: string, known: KnownNames): string[] {
  return [
    ...routesNamed(text)
      .filter((r) => !routeExists(r, known.routes))
      .map((r) => `route ${r}`),
    ...variablesNamed(text)
      .filter((v) => !known.variables.has(v) && !known.constants.has(v))
      .map((v) => `variable ${v}`),
    ...scriptsNamed(text)
      .filter((s) => !known.scripts.has(s))
      .map((s) => `npm script ${s}`),
  ];
}
