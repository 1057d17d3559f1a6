// Lint rules for the whole package: TypeScript recommended, React hooks, and the layering of docs/architecture.md (what may import what).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeOnly = ['node:*', 'fs', 'path', 'os', 'crypto', 'undici', 'fastify', 'pg', '@electric-sql/pglite'];
const uiOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', '@blueprintjs/*', '@preact/signals-react'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
      '@typescript-eslint/no-redeclare': 'off',
    },
  },
  {
    // Node scripts, and the database thread (plain JavaScript so that it runs from the sources and the bundle alike).
    files: ['scripts/**/*.mjs', 'server/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...nodeOnly, ...uiOnly, '**/web/**', '**/plugins/**', '**/server/**', '**/cli/**'] }],
    },
  },
  {
    files: ['web/kit/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/web/app/**', '**/server/**', '**/cli/**', 'node:*'] }],
    },
  },
  {
    // The page's outline (web/kit/Heading.tsx): a heading's level follows from where it is drawn, so that no page
    // skips a level (axe heading-order). The one h1 is the page header's; a dialog's title is its own h2.
    files: ['web/**/*.tsx', 'plugins/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^h[2-6]$/]',
          message: 'Title a part of a page with <Heading> (web/kit/Heading.tsx): its level follows from where it is drawn.',
        },
        {
          selector: "ImportDeclaration[source.value='@blueprintjs/core'] > ImportSpecifier[imported.name=/^H[2-6]$/]",
          message: 'Title a part of a page with <Heading> (web/kit/Heading.tsx): its level follows from where it is drawn.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/plugins/**', '**/cli/**', ...uiOnly] }] },
  },
  {
    files: ['cli/**/*.ts'],
    ignores: ['cli/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/server/**', ...uiOnly] }] },
  },
);
