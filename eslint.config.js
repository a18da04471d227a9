import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Import boundaries (STYLE §1): routes → features → components/domain/api. A feature never
// imports another feature. src/session sits between features and the layers below it.
// `machines` import only src/api and src/domain. `mocks` import only the API contract
// (src/api/schemas, src/api/paths). Nothing in src imports mocks except the sandbox boot in
// src/app/main.tsx. src/eslint-boundaries.test.ts proves the zones fire.

// Read at load time so a new feature folder is fenced off from the others without editing this file.
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

/** The layers below routes, features and the session. */
const WALL_CLOCK_MESSAGE =
  'Tests run at a pinned instant: ask the sandbox clock (sandboxToday, nowInstant, setSandboxTime) instead of the wall clock; performance.now() measures a wait.'

const LOWER_LAYERS = [
  './src/api',
  './src/domain',
  './src/components',
  './src/lib',
  './src/i18n',
  './src/theme',
]

/** One zone per feature: it may import only itself from src/features. */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: move what both need to src/components, src/domain or src/api.',
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-bench',
      'dist-bench-sandbox',
      'dist-bench-floor',
      'dist-bench-static',
      'dist-bench-markup',
      'dist-size',
      'dist-e2e*',
      'bench-results',
      'styled-system',
      'node_modules',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // The boundaries below need imports resolved to files; TypeScript sources are extensionless.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones resolve from the repository root, wherever ESLint is started.
          basePath: import.meta.dirname,
          zones: [
            {
              target: './src',
              from: './mocks',
              except: [],
              message: 'src must not import the fake platform (only src/app/main.tsx boots it).',
            },
            {
              target: LOWER_LAYERS,
              from: './machines',
              message: 'Only routes and features invoke machines.',
            },
            {
              target: './machines',
              from: './src',
              except: ['./api', './domain'],
              message: 'Machines import only src/api and src/domain.',
            },
            {
              target: './mocks',
              from: './src',
              except: ['./api/schemas', './api/paths.ts', './domain'],
              message: 'The fake platform imports only the API contract and pure domain rules.',
            },
            {
              target: ['./src/domain', './src/api'],
              from: ['./src/features', './src/routes', './src/components', './src/lib'],
              message: 'domain and api sit below features, routes and components.',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/routes'],
              message: 'Shared components do not import features or routes.',
            },
            {
              target: './src/features',
              from: './src/routes',
              message: 'Features do not import route modules.',
            },
            ...featureZones,
            {
              target: './src/session',
              from: './src',
              except: ['./session', './api', './domain', './lib', './i18n'],
              message:
                'src/session imports only src/api, src/domain, src/lib and src/i18n: never features, routes, components or the app.',
            },
            {
              target: './src/session',
              from: './machines',
              except: ['./auth'],
              message: 'src/session hosts the auth machine only.',
            },
            {
              target: LOWER_LAYERS,
              from: './src/session',
              message: 'The session sits above api, domain, components, lib, i18n and theme.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox boot is the one place src reaches into mocks.
    files: ['src/app/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['e2e/**', 'scripts/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
  {
    // One clock for every test (docs/testing.md): tests and the fake platform ask the sandbox
    // clock (mocks/lib/time.ts, mocks/testing.ts), whose one read of the machine's clock is
    // mocks/lib/controls.ts. A read of the wall clock here passes or fails by the day it runs.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.test-kit.ts',
      'src/test/**',
      'e2e/**',
      'mocks/**',
    ],
    // The providers' stand-ins run in the page, whose clock the browser tests pin (page.clock).
    ignores: ['mocks/lib/controls.ts', 'e2e/stand-ins/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: WALL_CLOCK_MESSAGE,
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: WALL_CLOCK_MESSAGE,
        },
        {
          selector: "MemberExpression[object.name='Temporal'][property.name='Now']",
          message: WALL_CLOCK_MESSAGE,
        },
        {
          selector:
            "CallExpression[callee.property.name='useFakeTimers'] Property[key.name='toFake'] > ArrayExpression:not(:has(Literal[value='Date']))",
          message:
            "Fake timers without 'Date' leave the test on the wall clock: add 'Date' to toFake.",
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use` and destructure `{}` by design.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Tests and their setup drive the fake platform directly, and the platform's own tests call
    // it through the app's client functions: that is the contract test.
    files: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'src/test/**',
      'mocks/**/*.test.ts',
      'mocks/contract/**',
    ],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
)
