import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from './config';
import { useTestApp } from './testing/test-app';
import { missingNames, type KnownNames } from './testing/readme-claims';

const root = path.resolve(import.meta.dirname, '../..');
const ctx = useTestApp();

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Source files under the given folders (and files), for what they read or declare. */
function sources(entries: string[]): string[] {
  return entries.flatMap((entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return [];
    if (fs.statSync(full).isFile()) return [fs.readFileSync(full, 'utf8')];
    return fs
      .readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(m?[jt]sx?)$/.test(e.name))
      .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
  });
}

function known(): KnownNames {
  const doc = ctx().app.swagger() as { paths: Record<string, unknown> };
  // Scripts, benches, the browser tests and the test helpers read a few variables of their own
  // (CHROMIUM_PATH, TEST_DATABASE_URL...), which the README may name too.
  const toolSources = sources([
    'scripts',
    'e2e',
    'bench',
    'src',
    '.ci',
    'playwright.config.ts',
    'vitest.config.ts',
  ]);
  const readByTools = toolSources.flatMap((code) =>
    [...code.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!),
  );
  const constants = sources(['src']).flatMap((code) =>
    [...code.matchAll(/\bconst ([A-Z][A-Z0-9_]+)\b/g)].map((m) => m[1]!),
  );
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  return {
    // The API's own description is served beside the routes it describes.
    routes: [
      ...Object.keys(doc.paths),
      ...(ctx().app.hasRoute({ method: 'GET', url: '/api/docs' }) ? ['/api/docs'] : []),
    ],
    variables: new Set([...Object.keys(VARIABLES), ...readByTools]),
    constants: new Set(constants),
    scripts: new Set(Object.keys(scripts)),
  };
}

describe('README.md names only what exists', () => {
  it('every API route, environment variable and npm script it names is in the code', () => {
    expect(missingNames(read('README.md'), known())).toEqual([]);
  });

  it('catches a route, a variable or a script the code lacks (a fixture)', () => {
    const fixture = [
      'Lessons are at `GET /api/lessons/{id}` and `/api/lessons/:id/duplicate`; exports at',
      '`GET /api/{assessments,quizzes}/{id}/export/gift`; the admin AI tab at `/api/admin/ai/*`.',
      'Set `AI_PROVIDER=local` or `DATABASE_URL`, then `npm run db:check-drift` and `npm start`.',
      'Bogus: `GET /api/lessons/{id}/teleport`, `/api/unicorns/:id`, `/api/{lessons,ponies}`,',
      '`/api/nothing/*`, `CHALKWISE_TURBO=1`, `npm run make-coffee`.',
    ].join('\n');
    expect(missingNames(fixture, known())).toEqual([
      'route /api/lessons/{}/teleport',
      'route /api/unicorns/{}',
      'route /api/ponies',
      'route /api/nothing/*',
      'variable CHALKWISE_TURBO',
      'npm script make-coffee',
    ]);
  });
});
