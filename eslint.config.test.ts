import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Fixtures for the import direction (ARCHITECTURE.md rules 1 and 2) enforced by eslint.config.js.
 * Each forbidden import is written as a static import, an `export ... from` and a dynamic
 * `import()`, linted as if it sat at `file`, and must fail; the allowed ones must pass.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
/**
 * Import rules need no type information, and these fixtures lint paths that are not files of the
 * project (which type-aware parsing refuses): the promise rules get their own instance below.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});
const typeAware = new ESLint({ cwd: root });
const resolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] });
const IMPORT_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-nodejs-modules']);

const forms = {
  static: (spec: string) => `import * as m from '${spec}';\nexport { m };\n`,
  'export from': (spec: string) => `export * from '${spec}';\n`,
  dynamic: (spec: string) => `export const load = () => import('${spec}');\n`,
};

async function importProblems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId && IMPORT_RULES.has(m.ruleId));
}

/** [what, importing file, import specifier] */
const forbidden: [string, string, string][] = [
  // server: contracts <- platform <- ai <- features <- app.ts
  ['contracts import the server', 'src/contracts/x.ts', '../server/platform/clock'],
  ['contracts import the web', 'src/contracts/x.ts', '../web/lib/cn'],
  ['contracts import react', 'src/contracts/x.ts', 'react'],
  ['contracts import drizzle', 'src/contracts/x.ts', 'drizzle-orm'],
  ['contracts import node', 'src/contracts/x.ts', 'node:fs'],
  [
    'platform imports a feature',
    'src/server/platform/http/x.ts',
    '../../features/lessons/lessons.service',
  ],
  ['platform imports ai', 'src/server/platform/http/x.ts', '../../ai/registry'],
  ['platform imports the app', 'src/server/platform/db/x.ts', '../../app'],
  ['ai imports a feature', 'src/server/ai/x.ts', '../features/lessons/lessons.service'],
  ['ai imports the app', 'src/server/ai/llm/x.ts', '../../app'],
  ['a feature imports the app', 'src/server/features/lessons/x.ts', '../../app'],
  ['a feature imports main', 'src/server/features/lessons/x.ts', '../../main'],
  [
    'a service imports another feature’s repository by a short relative path',
    'src/server/features/assessments/assessments.service.ts',
    '../lessons/lessons.repository',
  ],
  [
    'a service imports another feature’s repository by a roundabout path',
    'src/server/features/demo/demo.seeder.ts',
    '../../platform/../features/students/students.repository',
  ],
  [
    'a feature imports another feature’s routes',
    'src/server/features/admin/x.ts',
    '../auth/auth.routes',
  ],
  [
    'a feature imports another feature’s internals (its calculations)',
    'src/server/features/assessments/assessments.gradebook.ts',
    '../analytics/analytics.calculations',
  ],
  [
    'a feature imports another feature’s errors',
    'src/server/features/chat/chat.service.ts',
    '../ai/ai.errors',
  ],
  [
    'a feature imports another feature’s internals by a roundabout path',
    'src/server/features/demo/demo.seeder.ts',
    '../../platform/../features/games/games.recorded',
  ],
  ['a service imports drizzle', 'src/server/features/lessons/lessons.service.ts', 'drizzle-orm'],
  [
    'a feature helper that is not a repository imports drizzle',
    'src/server/features/assessments/assessments.totals.ts',
    'drizzle-orm',
  ],
  [
    'a feature’s rules import the database client',
    'src/server/features/games/games.rules.ts',
    '../../platform/db/client',
  ],
  ['routes import pg', 'src/server/features/lessons/lessons.routes.ts', 'pg'],
  [
    'a service imports pglite',
    'src/server/features/lessons/lessons.service.ts',
    '@electric-sql/pglite',
  ],
  // web: contracts/lib/components <- features <- app
  [
    'a web feature imports another feature',
    'src/web/features/marketing/components/x.tsx',
    '../../lessons/lessons.api',
  ],
  [
    'a web feature imports another feature by a roundabout path',
    'src/web/features/lessons/pages/x.tsx',
    '../../../components/../features/assessments/assessments.api',
  ],
  ['a web feature imports the app', 'src/web/features/lessons/pages/x.tsx', '../../../app/routes'],
  ['lib imports a feature', 'src/web/lib/x.ts', '../features/lessons/lessons.api'],
  ['components import a feature', 'src/web/components/x.tsx', '../features/lessons/lessons.api'],
  ['components import the app', 'src/web/components/ui/x.tsx', '../../app/providers'],
  ['a web feature imports drizzle', 'src/web/features/lessons/x.ts', 'drizzle-orm'],
  ['a web feature imports fastify', 'src/web/features/lessons/x.ts', 'fastify'],
  ['web lib imports fastify', 'src/web/lib/x.ts', 'fastify'],
  ['the web app imports drizzle', 'src/web/app/x.tsx', 'drizzle-orm'],
  ['a web feature imports node', 'src/web/features/lessons/x.ts', 'node:path'],
  ['web lib imports node', 'src/web/lib/x.ts', 'node:crypto'],
  ['a web feature imports the server', 'src/web/features/lessons/x.ts', '../../../server/config'],
  ['web components import the server', 'src/web/components/x.tsx', '../../server/platform/clock'],
];

/** [what, importing file, import specifier] */
const allowed: [string, string, string][] = [
  [
    'a service imports its own repository',
    'src/server/features/lessons/lessons.service.ts',
    './lessons.repository',
  ],
  [
    'a feature imports another feature’s service',
    'src/server/features/demo/demo.seeder.ts',
    '../lessons/lessons.service',
  ],
  [
    'a feature imports the shared CSV writer from platform',
    'src/server/features/games/games.service.ts',
    '../../platform/csv/csv-write',
  ],
  [
    'a feature imports contracts',
    'src/server/features/games/games.service.ts',
    '../../../contracts/games.contract',
  ],
  [
    'a feature’s test reaches into another feature',
    'src/server/features/demo/x.test.ts',
    '../games/games.recorded',
  ],
  [
    'a repository imports drizzle',
    'src/server/features/lessons/lessons.repository.ts',
    'drizzle-orm',
  ],
  [
    'a second repository of a feature imports drizzle',
    'src/server/features/assessments/assessments.totals.repository.ts',
    'drizzle-orm',
  ],
  [
    'a repository imports the database client',
    'src/server/features/assessments/assessments.totals.repository.ts',
    '../../platform/db/client',
  ],
  [
    'a service imports row types from the schema',
    'src/server/features/classes/classes.service.ts',
    '../../platform/db/schema/index',
  ],
  ['a feature imports platform', 'src/server/features/lessons/x.ts', '../../platform/clock'],
  ['a feature imports ai', 'src/server/features/lessons/x.ts', '../../ai/registry'],
  ['ai imports platform', 'src/server/ai/x.ts', '../platform/clock'],
  ['the app imports a feature', 'src/server/app.ts', './features/lessons/lessons.routes'],
  ['a route test builds the app', 'src/server/features/students/x.routes.test.ts', '../../app'],
  ['a platform test builds the app', 'src/server/platform/logging/x.test.ts', '../../app'],
  ['a web feature imports its own files', 'src/web/features/lessons/pages/x.tsx', '../lessons.api'],
  ['a web feature imports lib', 'src/web/features/lessons/pages/x.tsx', '../../../lib/cn'],
  [
    'a web feature imports components',
    'src/web/features/lessons/pages/x.tsx',
    '../../../components/ui/button',
  ],
  [
    'a web feature imports contracts',
    'src/web/features/lessons/x.ts',
    '../../../contracts/lessons.contract',
  ],
  ['the web app imports a feature', 'src/web/app/x.tsx', '../features/lessons/pages/lessons-page'],
  ['components import lib', 'src/web/components/x.tsx', '../lib/cn'],
];

describe('lint: the import direction', () => {
  for (const [what, file, spec] of forbidden) {
    for (const [form, write] of Object.entries(forms)) {
      it(`fails when ${what} (${form})`, async () => {
        const problems = await importProblems(file, write(spec));
        expect(problems.length, `${file} -> ${spec}`).toBeGreaterThan(0);
      });
    }
  }

  for (const [what, file, spec] of allowed) {
    for (const [form, write] of Object.entries(forms)) {
      it(`passes when ${what} (${form})`, async () => {
        // A specifier that does not resolve would pass vacuously.
        expect(resolver.resolve(spec, path.join(root, file)).found).toBe(true);
        expect(await importProblems(file, write(spec))).toEqual([]);
      });
    }
  }

  // Linted as if it were a real file that the imported module already depends on.
  const cycles: [string, string, string][] = [
    ['the toast store imports the toaster', 'src/web/components/ui/toast-store.ts', './toast'],
    ['the database client imports its opener', 'src/server/platform/db/client.ts', './open'],
  ];
  for (const [what, file, spec] of cycles) {
    for (const [form, write] of Object.entries(forms)) {
      it(`fails when ${what}, a cycle (${form})`, async () => {
        const [result] = await eslint.lintText(write(spec), { filePath: path.join(root, file) });
        const rules = (result?.messages ?? []).map((m) => m.ruleId);
        expect(rules, `${file} -> ${spec}`).toContain('import-x/no-cycle');
      });
    }
  }

  it('names the rule broken in its message', async () => {
    const [problem] = await importProblems(
      'src/web/features/marketing/components/x.tsx',
      forms.dynamic('../../lessons/lessons.api'),
    );
    expect(problem?.message).toContain('web features do not import each other');
  });
});

/** The type-aware promise rules, on code linted as if it sat in a real file of the project. */
describe('lint: promises', () => {
  const lint = async (file: string, code: string) => {
    const [result] = await typeAware.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  };
  // The first type-aware lint builds the project's TypeScript program (20 s and more on a busy
  // machine): done once here, under a budget of its own, so each case times only itself.
  beforeAll(() => lint('src/server/platform/clock.ts', 'export {};\n'), 180_000);

  it('fails a promise nobody awaits', async () => {
    const code = `export async function save() {}\nexport function run() {\n  save();\n}\n`;
    expect(await lint('src/server/platform/clock.ts', code)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
  });

  it('fails an async callback where a void one is expected, e.g. a socket handler', async () => {
    const code = `export function on(cb: () => void) {\n  cb();\n}\non(async () => {});\n`;
    expect(await lint('src/server/platform/clock.ts', code)).toContain(
      '@typescript-eslint/no-misused-promises',
    );
  });

  it('passes a promise marked as ignored, and an async JSX handler', async () => {
    const ignored = `export async function save() {}\nexport function run() {\n  void save();\n}\n`;
    expect(await lint('src/server/platform/clock.ts', ignored)).toEqual([]);
    const jsx = `export const F = () => <form onSubmit={async () => {}} />;\n`;
    expect(await lint('src/web/components/empty-state.tsx', jsx)).not.toContain(
      '@typescript-eslint/no-misused-promises',
    );
  });
});
