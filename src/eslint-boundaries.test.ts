import { join } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The import boundaries are only as good as the ESLint zones that enforce them: lint a one-line
// module placed in a layer and check which imports the repository's own config lets through.

const eslint = new ESLint({
  cwd: join(import.meta.dirname, '..'),
  // Only the import rules matter here; type-aware rules would build the whole project's program.
  overrideConfig: [tseslint.configs.disableTypeChecked],
})

async function lintErrors(filePath: string, importPath: string, ruleId: string): Promise<string[]> {
  const code = `import * as probe from '${importPath}'\n\nexport const used = probe\n`
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message)
}

const boundaryErrors = (filePath: string, importPath: string) =>
  lintErrors(filePath, importPath, 'import-x/no-restricted-paths')

/** A probe module in each folder of src, and the path from it back to src. */
const probes = {
  app: ['src/app/boundary-probe.ts', '..'],
  routes: ['src/routes/-boundary-probe.tsx', '..'],
  features: ['src/features/booking/components/boundary-probe.tsx', '../../..'],
  session: ['src/session/boundary-probe.ts', '..'],
  components: ['src/components/ui/boundary-probe.tsx', '../..'],
  'card-fields': ['src/card-fields/boundary-probe.ts', '..'],
  downloads: ['src/downloads/boundary-probe.ts', '..'],
  lib: ['src/lib/boundary-probe.ts', '..'],
  i18n: ['src/i18n/boundary-probe.ts', '..'],
  api: ['src/api/boundary-probe.ts', '..'],
  domain: ['src/domain/boundary-probe.ts', '..'],
  theme: ['src/theme/boundary-probe.ts', '..'],
} as const

type Layer = keyof typeof probes

/** A module of each layer to import. */
const modules: Record<Layer | 'test', string> = {
  app: 'app/router',
  routes: 'routes/__root',
  features: 'features/shell/components/route-error',
  session: 'session/session',
  components: 'components/ui/form-alert',
  'card-fields': 'card-fields/card-fields',
  downloads: 'downloads/download-blob',
  lib: 'lib/env',
  i18n: 'i18n/i18n',
  api: 'api/schemas/payment',
  domain: 'domain/cities',
  theme: 'theme/tokens',
  test: 'test/render',
}

/** Each layer, a layer above it (or beside it) that it must not import, and one below it that it may. */
const layerCases: [Layer, Layer | 'test', Layer | undefined][] = [
  ['routes', 'app', 'features'],
  ['features', 'routes', 'session'],
  ['session', 'features', 'lib'],
  ['components', 'session', 'card-fields'],
  ['card-fields', 'components', 'lib'],
  ['downloads', 'card-fields', 'api'],
  ['lib', 'i18n', 'api'],
  ['i18n', 'lib', 'domain'],
  ['api', 'lib', 'domain'],
  ['domain', 'i18n', 'api'],
  ['theme', 'domain', undefined],
  ['app', 'test', 'routes'],
]

const from = (layer: Layer, target: Layer | 'test') => `${probes[layer][1]}/${modules[target]}`

// The first lint loads the config and its plugins: seconds on a busy 2-core machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  const bookingFile = probes.features[0]

  it('stops a feature importing another feature', async () => {
    const errors = await boundaryErrors(bookingFile, '../../cars/components/car-card')
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')])
  })

  it('lets a feature import itself and the shared layers', async () => {
    expect(await boundaryErrors(bookingFile, './car-header')).toEqual([])
    expect(
      await boundaryErrors(bookingFile, '../../../components/date-range/date-range-field'),
    ).toEqual([])
    expect(await boundaryErrors(bookingFile, '../../../domain/document-needs')).toEqual([])
  })

  it.each(layerCases)(
    'stops src/%s importing src/%s, and lets it import what is below',
    async (layer, above, below) => {
      const file = probes[layer][0]
      expect(await boundaryErrors(file, from(layer, above))).toEqual([
        expect.stringContaining(`src/${layer} imports only`),
      ])
      if (below) expect(await boundaryErrors(file, from(layer, below))).toEqual([])
    },
  )

  it('fences the composition root off from every other folder of src', async () => {
    for (const layer of Object.keys(probes) as Layer[]) {
      if (layer === 'app') continue
      expect(await boundaryErrors(probes[layer][0], from(layer, 'app'))).toEqual([
        expect.stringContaining(`src/${layer} imports only`),
      ])
    }
  })

  it('fences the shared layers off from features and routes', async () => {
    const shared: Layer[] = [
      'session',
      'components',
      'card-fields',
      'downloads',
      'lib',
      'i18n',
      'api',
      'domain',
      'theme',
    ]
    for (const layer of shared) {
      for (const above of ['features', 'routes'] as const) {
        expect(await boundaryErrors(probes[layer][0], from(layer, above))).toEqual([
          expect.stringContaining(`src/${layer} imports only`),
        ])
      }
    }
  })

  it('keeps src/lib off the router: it takes any TanStack router instead', async () => {
    expect(await boundaryErrors(probes.lib[0], '../app/router')).toEqual([
      expect.stringContaining('src/lib imports only src/api, src/domain'),
    ])
  })

  it('keeps the test harness for tests', async () => {
    expect(await boundaryErrors(bookingFile, from('features', 'test'))).toEqual([
      expect.stringContaining('src/features imports only'),
    ])
  })

  it('keeps components presentational: no platform call, no query of their own', async () => {
    const file = probes.components[0]
    expect(await boundaryErrors(file, '../../api/payment')).toEqual([
      expect.stringContaining('Components are presentational'),
    ])
    expect(await boundaryErrors(file, '../../api/errors')).toEqual([])
    expect(await boundaryErrors(file, '../../api/queries/use-invoices')).toEqual([])
    expect(await lintErrors(file, '@tanstack/react-query', 'no-restricted-imports')).toEqual([
      expect.stringContaining('Components are presentational'),
    ])
  })

  it("refuses react-i18next's useTranslation anywhere in src, and lets the rest of it in", async () => {
    const lint = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath })
      return (result?.messages ?? [])
        .filter((message) => message.ruleId === 'no-restricted-imports')
        .map((message) => message.message)
    }
    const hook =
      "import { useTranslation } from 'react-i18next'\n\nexport const used = useTranslation\n"
    for (const layer of ['features', 'components', 'routes'] as const) {
      expect(await lint(probes[layer][0], hook)).toEqual([
        expect.stringContaining('src/i18n/use-translation.ts'),
      ])
    }
    const setUp =
      "import { initReactI18next } from 'react-i18next'\n\nexport const used = initReactI18next\n"
    expect(await lint(probes.i18n[0], setUp)).toEqual([])
    // The presentational rule still holds beside it.
    expect(
      await lintErrors(probes.components[0], '@tanstack/react-query', 'no-restricted-imports'),
    ).toEqual([expect.stringContaining('Components are presentational')])
  })

  it('stops the layers below the session importing it', async () => {
    for (const layer of ['api', 'domain', 'components'] as const) {
      expect(await boundaryErrors(probes[layer][0], from(layer, 'session'))).toEqual([
        expect.stringContaining(`src/${layer} imports only`),
      ])
    }
  })

  it('lets only routes, features and the session (auth) invoke machines', async () => {
    expect(await boundaryErrors(probes.lib[0], '../../machines/auth/auth.machine')).toEqual([
      expect.stringContaining('Only routes and features invoke machines'),
    ])
    expect(await boundaryErrors(probes.session[0], '../../machines/kyc/kyc.machine')).toEqual([
      expect.stringContaining('src/session hosts the auth machine only'),
    ])
    expect(await boundaryErrors(probes.session[0], '../../machines/auth/auth.machine')).toEqual([])
  })

  it('stops a flow reaching into another flow, past its index and test kit', async () => {
    const bookingFlow = 'machines/booking/boundary-probe.ts'
    expect(await boundaryErrors(bookingFlow, '../payment/payment.setup')).toEqual([
      expect.stringContaining('A flow imports another only through its index.ts'),
    ])
    expect(await boundaryErrors(bookingFlow, '../payment')).toEqual([])
    expect(await boundaryErrors(bookingFlow, '../payment/payment.test-kit')).toEqual([])
    expect(await boundaryErrors(bookingFlow, '../shared/abortable-promise')).toEqual([])
    expect(await boundaryErrors('machines/shared/boundary-probe.ts', '../payment')).toEqual([
      expect.stringContaining('machines/shared serves every flow'),
    ])
  })

  it('stops an import that closes a cycle', async () => {
    // src/domain/locales.ts imports src/domain/cities.ts: importing it back closes the loop.
    expect(await lintErrors('src/domain/cities.ts', './locales', 'import-x/no-cycle')).toEqual([
      expect.stringContaining('Dependency cycle'),
    ])
    expect(await lintErrors('src/domain/cities.ts', './geo', 'import-x/no-cycle')).toEqual([])
  })
})
