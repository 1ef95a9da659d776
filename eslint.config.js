import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** TanStack Query's cache methods whose first argument is a query key or a filter holding one. */
const QUERY_CACHE_METHODS =
  'getQueryData|setQueryData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery|invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries|getQueriesData|setQueriesData|isFetching';
/** The server-state layer's helpers that take a list of query keys (`invalidate(queryClient, keys)` and kin). */
const QUERY_KEY_LIST_HELPERS = 'invalidate|useInvalidate|refetchNow';
const QUERY_KEY_LITERAL_MESSAGE =
  'Query keys come from apps/web/src/api (query-keys.ts and the resource modules), never a literal: one endpoint, one key.';
/** An array literal, also as `[...] as const`. */
const arrayLiteral = (path) =>
  `[${path}.type='ArrayExpression'], [${path}.type='TSAsExpression'][${path}.expression.type='ArrayExpression']`;

/** What E2E code never waits on: the network going quiet, or a fixed time. */
const E2E_WAITS = [
  {
    selector: "Literal[value='networkidle']",
    message: "Wait on what the page shows (openPage, web-first assertions), not for 'networkidle'.",
  },
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'No fixed waits: wait on what the page shows (a web-first assertion).',
  },
];

const APP_CLOCK_MESSAGE =
  "Use the app's clock: `app.now()` in a route, a `now: Date` passed to the service (the machine's or the database's clock cannot be set by a test).";

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/api/drizzle/**',
      'data/**',
      'e2e/.artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Dependencies run one way: shared (lib, components, src/api) ← features ← app; a feature never imports
      // another (STYLE.md). Server state that features share lives in src/api, which imports no feature.
      // On the API, plugins never import modules.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared',
              from: './apps',
              message: 'The shared package imports nothing of the apps.',
            },
            {
              target: './apps/web/src/api',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'src/api is shared like lib: it imports no feature and not the app layer.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              // Plugins are the app's machinery; modules build on them, never the other way round. A plugin's
              // own test may build its world through the modules.
              target: './apps/api/src/plugins/**/!(*.test).ts',
              from: './apps/api/src/modules',
              message:
                'A plugin does not import a module: move what both need to apps/api/src/lib, or let app.ts hand it to the plugin.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature; compose them in apps/web/src/app.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message: 'Use lib/zod-resolver (zod without its new Function probe, which the CSP refuses).',
            },
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'Use lib/use-app-form (a failed submit focuses the topmost invalid field).',
            },
          ],
        },
      ],
    },
  },
  {
    // Server state has one home: a query key literal outside src/api is a second name for what a module there
    // already keys (tests of generic cache helpers may use their own keys).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `Property[key.name='queryKey']:matches(${arrayLiteral('value')})`,
          `CallExpression[callee.property.name=/^(${QUERY_CACHE_METHODS})$/]:matches(${arrayLiteral('arguments.0')})`,
          `VariableDeclarator[id.name=/[qQ]ueryKeys?$/]:matches(${arrayLiteral('init')})`,
          // A literal key in a list of keys: `useInvalidate([['foods']])`, `refetchNow(client, ['admin', 'x'])`.
          `CallExpression[callee.name=/^(${QUERY_KEY_LIST_HELPERS})$/] > ArrayExpression > :matches(Literal, TemplateLiteral, ArrayExpression, TSAsExpression[expression.type='ArrayExpression'])`,
        ].map((selector) => ({ selector, message: QUERY_KEY_LITERAL_MESSAGE })),
      ],
    },
  },
  {
    // Every time the API reads or stamps comes from the app's clock (`app.now()`, plugins/clock.ts), which a test
    // sets: never the machine's (`new Date()`, `Date.now()`) or the database's (SQL `now()`, `current_timestamp`)
    // in a module. Tests and their helpers may read the machine's clock.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-kit.ts', '**/*-test-helpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "NewExpression[callee.name='Date'][arguments.length=0]",
          "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(now|clock_timestamp|statement_timestamp|transaction_timestamp)\\s*\\(\\s*\\)|\\b(current_timestamp|localtimestamp)\\b/i]",
        ].map((selector) => ({ selector, message: APP_CLOCK_MESSAGE })),
      ],
    },
  },
  {
    // The unit tests' files share a worker and its modules (vitest.config.ts): a module mocked in one file would
    // still be mocked in the next. Pass the collaborator in, or stub a global (undone after each test).
    files: [
      'packages/shared/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'apps/web/{src,build}/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Unit test files share a worker: a mocked module would leak into the next file.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/lib/zod-resolver.ts', 'apps/web/src/lib/use-app-form.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      'scripts/**',
      'apps/api/src/server.ts',
      'apps/api/src/db/cli.ts',
      'apps/api/src/db/backup-cli.ts',
      'apps/api/build.mjs',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures that use no other fixture are written `async ({}, use) => …`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The journeys wait on what a person sees (web-first assertions, support/navigation.ts), never on the
    // network going quiet or on the clock.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...E2E_WAITS],
    },
  },
  {
    // A spec holds a request back (support/hold-requests.ts) rather than delaying it for a while.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...E2E_WAITS,
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message:
            'No fixed waits in specs: hold a request with holdRequests, or wait on what the page shows.',
        },
      ],
    },
  },
);
