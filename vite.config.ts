import { execSync } from 'node:child_process'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { sandboxCookieJar, sandboxFleet } from './scripts/sandbox-plugins'

const BASE = '/rental/'

function buildId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'dev'
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * A Content-Security-Policy for built pages: scripts only from this origin, connections only to
 * the configured platform, and the error reporter when one is configured. (The dev server needs
 * inline scripts for hot reload, so the policy applies to builds.)
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  const connect = [
    "'self'",
    originOf(env.VITE_RENTAL_API_BASE),
    originOf(env.VITE_PLATFORM_API_BASE),
    originOf(env.VITE_SENTRY_DSN),
  ].filter((value): value is string => Boolean(value))
  const scripts = ["'self'", originOf(env.VITE_ANALYTICS_SCRIPT_URL)].filter(
    (value): value is string => Boolean(value),
  )
  const policy = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
  return {
    name: 'rental-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * Every page waits for its translations before it renders; the default language's file is
 * preloaded with the HTML so it arrives alongside the JavaScript instead of after it.
 */
function preloadDefaultTranslations(id: string): Plugin {
  return {
    name: 'rental-preload-translations',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: `${BASE}locales/en/common.json?v=${id}`,
          as: 'fetch',
          crossorigin: 'anonymous',
        },
        injectTo: 'head',
      },
    ],
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const id = buildId()
  return {
    base: BASE,
    define: {
      __BUILD_ID__: JSON.stringify(id),
      // Sentry's optional code we never use: debug logging, and Replay recording of iframes and
      // shadow DOM (the app renders neither).
      __SENTRY_DEBUG__: 'false',
      __RRWEB_EXCLUDE_IFRAME__: 'true',
      __RRWEB_EXCLUDE_SHADOW_DOM__: 'true',
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routeFileIgnorePattern: '\\.test\\.tsx?$',
      }),
      react(),
      contentSecurityPolicy(env),
      preloadDefaultTranslations(id),
      sandboxFleet(env),
      sandboxCookieJar(),
    ],
    server: { port: 5173, strictPort: true },
    preview: { port: 4300, strictPort: true, host: '127.0.0.1' },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        // Schema definitions are pure: an unused one (a response shape a page never asks for)
        // can be dropped from the bundle.
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          codeSplitting: {
            // Everything the entry imports statically ships as one file. Left to itself the
            // bundler cuts it into ~30 small shared chunks, and a phone on HTTP/1.1 fetches
            // those six at a time, a round trip each (measured: LCP −0.6 s, and 10 KB gz less).
            groups: [
              { name: 'app', tags: ['$initial'] },
              // What several lazy pages share (forms, dialogs, card and payment pieces, the
              // machines' helpers) ships as one file too: each small chunk cost a round trip and
              // its own gzip overhead (measured: ~40 chunks under 1 KB gz).
              {
                name: 'shared',
                test: /[\\/](src[\\/](components|domain|i18n|lib|api|session)|machines|styled-system)[\\/]/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'machines/**/*.test.ts',
              'src/**/*.test.ts',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            environmentOptions: { happyDOM: { url: 'http://localhost/rental/' } },
            // The sandbox panel (mocks/panel) is a React root of its own, tested the same way.
            include: ['src/**/*.test.tsx', 'mocks/**/*.test.tsx'],
            setupFiles: ['src/test/setup.ts'],
            // Above the 5 s wait of a single findBy (src/test/setup.ts).
            testTimeout: 15_000,
          },
        },
      ],
    },
  }
})
