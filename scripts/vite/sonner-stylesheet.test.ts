import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { withoutInlineStyles } from './sonner-stylesheet'

const require = createRequire(import.meta.url)
const sonnerScript = readFileSync(
  require.resolve('sonner').replace(/index\.js$/, 'index.mjs'),
  'utf8',
)

describe('sonner without its inline stylesheet', () => {
  it("drops the installed sonner's <style> text and keeps the rest of its script", () => {
    expect(sonnerScript).toContain('__insertCSS("[data-sonner-toaster]')
    const stripped = withoutInlineStyles(sonnerScript)
    expect(stripped).not.toContain('__insertCSS("')
    expect(stripped).not.toContain('[data-sonner-toaster][dir=ltr]')
    expect(stripped).toContain('function Toaster')
    expect(sonnerScript.length - stripped.length).toBeGreaterThan(10_000)
  })

  it('fails the build when sonner stops writing its stylesheet that way', () => {
    expect(() => withoutInlineStyles('export const toast = () => {}')).toThrow(/sonner/)
  })
})
