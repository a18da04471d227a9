import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { appImports, boundaries, presentationalImports } from './eslint.boundaries.js'

// Import boundaries (STYLE §1, docs/architecture.md): src/app wires routes → features → the
// session → the shared layers, each importing only those below it; a feature never imports
// another; a flow in machines/ reaches another only through its index.ts. The zones are in
// eslint.boundaries.js, and src/eslint-boundaries.test.ts proves each one fires. No import may
// close a cycle (import-x/no-cycle): two modules that import each other run in an order that
// leaves one reading the other's exports before they are set.

const WALL_CLOCK_MESSAGE =
  'Tests run at a pinned instant: ask the sandbox clock (sandboxToday, nowInstant, setSandboxTime) instead of the wall clock; performance.now() measures a wait.'

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
      // The cycle check follows imports through the modules it reads: TypeScript ones included.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
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
      'import-x/no-restricted-paths': ['error', boundaries],
      // Type-only imports are erased, so they never run in the wrong order and are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', appImports] },
  },
  {
    files: ['src/components/**'],
    rules: { 'no-restricted-imports': ['error', presentationalImports] },
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
    // Tests and their setup drive the fake platform directly and may reach any layer (src/test,
    // the app's start, a machine's files), and the platform's own tests call it through the
    // app's client functions: that is the contract test.
    files: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'src/test/**',
      'mocks/**/*.test.ts',
      'mocks/contract/**',
    ],
    rules: { 'import-x/no-restricted-paths': 'off', 'no-restricted-imports': 'off' },
  },
)
