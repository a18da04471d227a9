import { join } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The import boundaries are only as good as the ESLint zones that enforce them: lint a one-line
// module placed in a layer and check which imports the repository's own config lets through.

const eslint = new ESLint({
  cwd: join(import.meta.dirname, '..'),
  // Only the import zones matter here; type-aware rules would build the whole project's program.
  overrideConfig: [tseslint.configs.disableTypeChecked],
})

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import * as probe from '${importPath}'\n\nexport const used = probe\n`
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

// The first lint loads the config and its plugins: seconds on a busy 2-core machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  const bookingFile = 'src/features/booking/components/boundary-probe.tsx'

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

  it('stops the session importing features or routes', async () => {
    const sessionFile = 'src/session/boundary-probe.ts'
    expect(await boundaryErrors(sessionFile, '../features/shell/components/route-error')).toEqual([
      expect.stringContaining('src/session imports only'),
    ])
    expect(await boundaryErrors(sessionFile, '../routes/__root')).toEqual([
      expect.stringContaining('src/session imports only'),
    ])
    expect(await boundaryErrors(sessionFile, '../domain/redirect')).toEqual([])
  })

  it('stops the layers below the session importing it', async () => {
    for (const filePath of [
      'src/api/boundary-probe.ts',
      'src/domain/boundary-probe.ts',
      'src/components/ui/boundary-probe.tsx',
    ]) {
      const sessionPath = filePath.startsWith('src/components/')
        ? '../../session/session'
        : '../session/session'
      expect(await boundaryErrors(filePath, sessionPath)).toEqual([
        expect.stringContaining('The session sits above'),
      ])
    }
  })
})
