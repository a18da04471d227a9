import { readdirSync } from 'node:fs'
import { join } from 'node:path'

// The import boundaries (docs/architecture.md, STYLE §1) as `import-x/no-restricted-paths`
// zones, resolved from the repository root. src/eslint-boundaries.test.ts proves each one fires.

const root = import.meta.dirname

/** Folders of `parent`, read when ESLint starts, so a new one is fenced without editing this file. */
function foldersOf(parent) {
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/**
 * What each folder of src may import from src besides itself, top to bottom. Anything else in
 * src is off limits: a layer never imports one above it, nothing imports the composition root
 * (src/app), and only tests import the test harness (src/test), which is why neither is listed.
 */
const SRC_LAYERS = {
  app: [
    'routes',
    'routeTree.gen.ts',
    'features',
    'session',
    'components',
    'card-fields',
    'downloads',
    'api',
    'domain',
    'i18n',
    'lib',
    'theme',
  ],
  routes: [
    'features',
    'session',
    'components',
    'card-fields',
    'downloads',
    'api',
    'domain',
    'i18n',
    'lib',
    'theme',
  ],
  features: [
    'session',
    'components',
    'card-fields',
    'downloads',
    'api',
    'domain',
    'i18n',
    'lib',
    'theme',
  ],
  session: ['api', 'domain', 'i18n', 'lib'],
  components: ['card-fields', 'downloads', 'api', 'domain', 'i18n', 'lib', 'theme'],
  'card-fields': ['api', 'domain', 'lib'],
  downloads: ['api'],
  lib: ['api', 'domain'],
  i18n: ['api', 'domain'],
  api: ['domain'],
  domain: ['api'],
  theme: [],
}

const listed = (names) =>
  names.length === 0
    ? 'nothing else in src'
    : names
        .filter((name) => !name.endsWith('.ts'))
        .map((name) => `src/${name}`)
        .join(', ')

const layerZones = Object.entries(SRC_LAYERS).map(([layer, allowed]) => ({
  target: `./src/${layer}`,
  from: './src',
  except: [`./${layer}`, ...allowed.map((name) => `./${name}`)],
  message: `src/${layer} imports only ${listed(allowed)} (docs/architecture.md).`,
}))

/** One zone per feature: from src/features it may import only itself. */
const featureZones = foldersOf('src/features').map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: move what both need to src/components, src/domain or src/api.',
}))

/** Components draw: what they show comes through props or a hook from a layer below. */
const presentationalZone = {
  target: './src/components',
  from: './src/api',
  except: ['./schemas', './errors.ts', './queries'],
  message:
    'Components are presentational: they call no platform function. Take the data as props or from a hook in src/api/queries.',
}

/**
 * One zone per flow: from machines it may import itself, machines/shared, and of another flow
 * only its index.ts (what the flow offers) or its test kit (how tests script it).
 */
const machineFolders = foldersOf('machines')
const machineZones = machineFolders.map((flow) => {
  if (flow === 'shared') {
    return {
      target: './machines/shared',
      from: './machines',
      except: ['./shared'],
      message: 'machines/shared serves every flow and imports none of them.',
    }
  }
  const others = machineFolders.filter((other) => other !== flow && other !== 'shared')
  return {
    target: `./machines/${flow}`,
    from: './machines',
    except: [
      `./${flow}`,
      './shared',
      ...others.flatMap((other) => [
        `./${other}/index.ts`,
        ...readdirSync(join(root, 'machines', other))
          .filter((file) => file.endsWith('.test-kit.ts'))
          .map((file) => `./${other}/${file}`),
      ]),
    ],
    message:
      "A flow imports another only through its index.ts (or its test kit, in tests), never the flow's own files.",
  }
})

/** The zones, in the form `import-x/no-restricted-paths` takes them. */
export const boundaries = {
  basePath: root,
  zones: [
    {
      target: './src',
      from: './mocks',
      message: 'src must not import the fake platform (only src/app/main.tsx boots it).',
    },
    ...layerZones,
    ...featureZones,
    presentationalZone,
    {
      target: [
        './src/components',
        './src/card-fields',
        './src/downloads',
        './src/api',
        './src/domain',
        './src/i18n',
        './src/lib',
        './src/theme',
      ],
      from: './machines',
      message: 'Only routes and features invoke machines (and the session, the auth machine).',
    },
    {
      target: './src/session',
      from: './machines',
      except: ['./auth'],
      message: 'src/session hosts the auth machine only.',
    },
    {
      target: './machines',
      from: './src',
      except: ['./api', './domain'],
      message: 'Machines import only src/api and src/domain.',
    },
    ...machineZones,
    {
      target: './mocks',
      from: './src',
      except: ['./api/schemas', './api/paths.ts', './domain'],
      message: 'The fake platform imports only the API contract and pure domain rules.',
    },
  ],
}

/**
 * react-i18next's hook makes a copy of the i18next instance for each component that calls it
 * (docs/performance.md, "One answer per language for every component").
 */
const ownTranslationHook = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message:
    "Use useTranslation from src/i18n/use-translation.ts: react-i18next's copies the i18next instance for every component.",
}

/** What all of src imports its own way. */
export const appImports = { paths: [ownTranslationHook] }

/** Components do not fetch: TanStack Query stays in src/api/queries and the features. */
export const presentationalImports = {
  paths: [
    ownTranslationHook,
    {
      name: '@tanstack/react-query',
      message:
        'Components are presentational: take the data as props or from a hook in src/api/queries.',
    },
  ],
}
