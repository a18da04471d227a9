import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { withoutInlineStyles, withoutRootRules } from './sonner-stylesheet'

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

const sonnerStyles = readFileSync(
  require.resolve('sonner').replace(/index\.js$/, 'styles.css'),
  'utf8',
)

describe("sonner's stylesheet without rules on the root", () => {
  it('keeps the direction properties on the toaster only, so adding the sheet restyles no element on the page', () => {
    expect(sonnerStyles).toMatch(/^html\[dir='ltr'\],$/m)
    const scoped = withoutRootRules(sonnerStyles)
    expect(scoped).not.toMatch(/\bhtml\b/)
    expect(scoped).toContain(
      "[data-sonner-toaster][dir='ltr'] {\n  --toast-icon-margin-start: -3px;",
    )
    expect(scoped).toContain(
      "[data-sonner-toaster][dir='rtl'] {\n  --toast-icon-margin-start: 4px;",
    )
    expect(sonnerStyles.length - scoped.length).toBe("html[dir='ltr'],\n".length * 2)
  })

  it('fails the build when the sheet changes how it styles the root', () => {
    expect(() => withoutRootRules('[data-sonner-toaster] { color: red }')).toThrow(/sonner/)
    expect(() =>
      withoutRootRules(
        "html[dir='ltr'],\n[data-sonner-toaster][dir='ltr'] {}\nhtml[dir='rtl'],\n[data-sonner-toaster][dir='rtl'] {}\n:root { --x: 1 }",
      ),
    ).toThrow(/sonner/)
  })
})
