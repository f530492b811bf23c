import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * Web features do not import each other (rule 1). Relative paths hide the folder names, so
 * this resolves each import against the importing file and compares the feature folders.
 */
const ownFeature = (file) =>
  /src\/web\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];
const chalkwise = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const mine = ownFeature(file);
        if (!mine) return {};
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const target = ownFeature(path.resolve(path.dirname(file), source) + '/');
            if (target && target !== mine)
              context.report({
                node,
                message: `web features do not import each other (${mine} imports ${target}); share it through lib/ or components/`,
              });
          },
        };
      },
    },
  },
};

/** Import direction of ARCHITECTURE.md rule 1, as restricted import patterns per layer. */
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'src/server/platform/db/migrations', 'test-results'],
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
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, chalkwise },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'chalkwise/no-cross-feature-imports': 'error',
    },
  },
  layer(
    ['src/contracts/**'],
    [
      {
        group: ['**/server/**', '**/web/**', 'node:*', 'react', 'drizzle-orm*'],
        message: 'contracts hold zod only',
      },
    ],
  ),
  layer(
    ['src/server/platform/**'],
    [{ group: ['**/features/**', '**/ai/**', '**/app'], message: 'platform knows no feature' }],
  ),
  layer(
    ['src/server/ai/**'],
    [{ group: ['**/features/**', '**/app'], message: 'ai sits below features' }],
  ),
  layer(
    ['src/server/features/**/*.routes.ts', 'src/server/features/**/*.service.ts'],
    [
      {
        group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
        message: 'SQL lives in repositories',
      },
      { group: ['**/features/*/*.repository'], message: 'use the other feature’s service' },
      { group: ['**/server/app', '../../app'], message: 'features do not import the app' },
    ],
  ),
  layer(
    ['src/web/**'],
    [
      {
        group: ['**/server/**', 'drizzle-orm*', 'fastify*', 'node:*'],
        message: 'the web client only shares contracts',
      },
    ],
  ),
  layer(
    ['src/web/features/**'],
    [
      { group: ['**/server/**', 'node:*'], message: 'the web client only shares contracts' },
      { group: ['**/features/**'], message: 'web features do not import each other' },
    ],
  ),
  {
    files: ['scripts/**', 'bench/**', 'src/server/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
