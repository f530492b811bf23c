import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The feature folders that exist, so each one gets a zone that forbids the others. */
const featureFolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Production code only: tests may build the whole app or reach into a neighbour. */
const code = (dir) => `${dir}/**/!(*.test).{ts,tsx}`;
/**
 * A package's files by their real path: the resolver follows symlinks, and node_modules itself
 * may be one (a git worktree sharing the main checkout's).
 */
const modules = fs.realpathSync(path.join(root, 'node_modules'));
const pkg = (name) => path.join(modules, name, '**');

/**
 * The import direction of ARCHITECTURE.md rules 1 and 2 as resolved-path zones: every
 * `import`, `export ... from` and dynamic `import()` is resolved to a file and checked against
 * these zones, so neither a relative path that avoids a folder name nor a lazy import slips by.
 * `target` is the importing file, `from` what it may not import (both relative to this folder);
 * `except` globs are matched against the absolute path, so they are joined to it.
 */
const serverZones = [
  {
    target: 'src/contracts/**',
    from: ['src/server/**', 'src/web/**', pkg('react'), pkg('drizzle-orm'), pkg('fastify')],
    message: 'contracts hold zod only, shared by server and web.',
  },
  {
    target: code('src/server/platform'),
    from: [
      'src/server/features/**',
      'src/server/ai/**',
      'src/server/{app,main,startup}.ts',
      'src/server/app/**',
      'src/server/cli/**',
    ],
    message:
      'platform knows no feature and no AI (contracts <- platform <- ai <- features <- app).',
  },
  {
    target: code('src/server/ai'),
    from: [
      'src/server/features/**',
      'src/server/{app,main,startup}.ts',
      'src/server/app/**',
      'src/server/cli/**',
    ],
    message: 'ai sits below features (contracts <- platform <- ai <- features <- app).',
  },
  {
    target: code('src/server/features'),
    from: [
      'src/server/{app,main,startup}.ts',
      'src/server/app/**',
      'src/server/cli/**',
      'src/server/testing/**',
    ],
    message: 'features do not import the app; app.ts registers them.',
  },
  ...featureFolders('src/server/features').map((name) => ({
    target: `src/server/features/${name}/**`,
    from: ['src/server/features/*/*.repository.ts', 'src/server/features/*/*.routes.ts'],
    except: [path.join(root, `src/server/features/${name}/**`)],
    message: `a feature uses another only through its service, never its repository or routes (${name}).`,
  })),
  // Production code reaches another feature through its `*.service.ts` alone, so a feature's
  // other files stay its own to change; what several share goes to platform/ (tests may reach in).
  ...featureFolders('src/server/features').map((name) => ({
    target: code(`src/server/features/${name}`),
    from: ['src/server/features/**'],
    except: [
      path.join(root, `src/server/features/${name}/**`),
      path.join(root, 'src/server/features/*/*.service.ts'),
    ],
    message: `a feature imports another only through its *.service.ts (${name}); share the rest through platform/.`,
  })),
  // Every feature file but a repository: not only routes and services, so a query cannot hide
  // in a helper (`*.totals.ts`) beside them. Row types from the schema stay importable.
  {
    target: 'src/server/features/**/!(*.repository|*.test).ts',
    from: [pkg('drizzle-orm'), pkg('pg'), pkg('@electric-sql'), 'src/server/platform/db/**'],
    // What is not a query: the tables' row types, and the page shape services pass on.
    except: [path.join(root, 'src/server/platform/db/{schema/**,pagination.ts}')],
    message:
      "SQL lives in repositories: only a feature's *.repository.ts imports drizzle, a driver or the database client.",
  },
];

const webZones = [
  {
    target: 'src/web/**',
    from: [
      'src/server/**',
      pkg('drizzle-orm'),
      pkg('fastify'),
      pkg('@fastify'),
      pkg('pg'),
      pkg('@electric-sql'),
    ],
    message: 'the web client shares only contracts with the server.',
  },
  {
    target: ['src/web/lib/**', 'src/web/components/**'],
    from: ['src/web/features/**', 'src/web/{app/**,main.tsx}'],
    message: 'lib and components sit below features (contracts/lib/components <- features <- app).',
  },
  {
    target: code('src/web/features'),
    from: ['src/web/{app/**,main.tsx}'],
    message: 'features do not import the app; the app imports them.',
  },
  ...featureFolders('src/web/features').map((name) => ({
    target: `src/web/features/${name}/**`,
    from: ['src/web/features/**'],
    except: [path.join(root, `src/web/features/${name}/**`)],
    message: `web features do not import each other (${name}); share it through lib/ or components/.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/server/platform/db/migrations',
      'test-results',
      'src/web/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
      // no-cycle reads the imported files too: with TypeScript's parser, or it sees no imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...serverZones, ...webZones] },
      ],
      // Lazy `import()` counts too: a chunk loaded on demand must not reach back to its loader.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware promise rules: many socket handlers and callbacks are async, and a promise
    // nobody awaits loses its error (and, in a test, its assertion). JSX handlers may return
    // one (react-hook-form's handleSubmit does; React ignores the result).
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Node builtins are not files, so no path zone can hold them back.
    files: ['src/contracts/**', 'src/web/**'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
