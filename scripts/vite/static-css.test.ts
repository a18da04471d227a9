import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import { css } from '../../styled-system/css'
import { button, field } from '../../styled-system/recipes'
import { inlineStaticCss } from './static-css'

const inline = (code: string) =>
  inlineStaticCss(code, 'file.js', (source) => parseSync('file.js', source).program, {
    css,
    recipes: { button, field },
  })

describe('css() calls written out in full are inlined at build time', () => {
  it('writes the same class names the runtime gives, wherever the call is', () => {
    const code = [
      `import { css as style } from '../../styled-system/css'`,
      `const heading = style({ fontSize: { base: '2xl', tablet: '3xl' }, _focus: { outline: 'none' } })`,
      `export function Card() { return style({ display: 'flex', gap: \`2\`, mt: -1 }, { color: 'fg.muted' }) }`,
    ].join('\n')
    const output = inline(code)?.code
    expect(output).toContain(
      `const heading = ${JSON.stringify(css({ fontSize: { base: '2xl', tablet: '3xl' }, _focus: { outline: 'none' } }))}`,
    )
    expect(output).toContain(
      `return ${JSON.stringify(css({ display: 'flex', gap: '2', mt: -1 }, { color: 'fg.muted' }))}`,
    )
    expect(output).not.toMatch(/style\(/)
  })

  it('leaves a call with anything computed to the runtime', () => {
    const dynamic = [
      `css({ width: size })`,
      `css({ ...base, color: 'red' })`,
      `css({ [prop]: '1' })`,
      `css(base)`,
      `css({ color: \`\${tone}.500\` })`,
      `css({ color: open ? 'red' : 'blue' })`,
    ]
    for (const call of dynamic) {
      const code = `import { css } from '../styled-system/css'\nexport const x = ${call}`
      expect(inline(code)?.code).toBe(
        `import { css } from "../styled-system/css/css.mjs";\nexport const x = ${call}`,
      )
    }
  })

  it('touches only the generated styled-system’s css', () => {
    expect(inline(`import { css } from 'some-library'\nconst a = css({ color: 'red' })`)).toBe(
      undefined,
    )
    expect(inline(`const css = (o) => o\nconst a = css({ color: 'red' })`)).toBeUndefined()
  })

  it('keeps a source map that points the lines after a replaced call back to theirs', () => {
    const source = `import { css } from '../styled-system/css'\n\nexport const a = css({\n  color: 'red',\n})\nexport const b = 1\n`
    const output = inline(source)
    if (!output) throw new Error('Nothing was inlined')
    expect(output.code).toContain(`export const a = ${JSON.stringify(css({ color: 'red' }))}\n`)
    const generatedLine = output.code.split('\n').indexOf('export const b = 1') + 1
    const map = new SourceMapConsumer(JSON.parse(output.map.toString()) as RawSourceMap)
    expect(map.originalPositionFor({ line: generatedLine, column: 0 }).line).toBe(6)
  })
})

describe('recipe calls written out in full are inlined at build time', () => {
  it('writes the class names of the recipe the call names, with or without variants', () => {
    const code = [
      `import { button, field as fieldRecipe } from '../../../styled-system/recipes'`,
      `const primary = button()`,
      `export const small = button({ variant: 'outline', size: 'sm' })`,
      `export function Input() { return fieldRecipe({ kind: 'select' }) }`,
    ].join('\n')
    const output = inline(code)?.code
    expect(output).toContain(`const primary = ${JSON.stringify(button())}`)
    expect(output).toContain(
      `export const small = ${JSON.stringify(button({ variant: 'outline', size: 'sm' }))}`,
    )
    expect(output).toContain(`return ${JSON.stringify(field({ kind: 'select' }))}`)
    expect(output).not.toMatch(/button\(|fieldRecipe\(/)
    expect(button({ variant: 'outline', size: 'sm' })).toMatch(/button--variant_outline/)
  })

  it('leaves a call with anything computed to the runtime', () => {
    for (const call of [`button({ variant: solid ? 'solid' : 'outline' })`, `field(name)`]) {
      const code = `import { button, field } from '../styled-system/recipes'\nexport const x = ${call}`
      expect(inline(code)?.code).toContain(`export const x = ${call}`)
    }
  })

  it('touches only the generated styled-system’s recipes', () => {
    expect(inline(`import { button } from './my-recipes'\nconst a = button()`)).toBeUndefined()
  })
})

describe('imports of the styled-system after inlining', () => {
  it('drop what has no use left and take the rest from the files that define it', () => {
    const code = [
      `import { css, cx } from '../../styled-system/css'`,
      `import { button, field } from '../../styled-system/recipes'`,
      `export const a = cx(css({ color: 'red' }), button())`,
      `export const b = field(name)`,
    ].join('\n')
    const output = inline(code)?.code ?? ''
    expect(output).toContain(`import { cx } from "../../styled-system/css/cx.mjs";`)
    expect(output).toContain(`import { field } from "../../styled-system/recipes/field.mjs";`)
    expect(output).not.toMatch(/import \{[^}]*\bcss\b/)
    expect(output).not.toMatch(/import \{[^}]*\bbutton\b/)
    expect(output).not.toContain(`'../../styled-system/css'`)
  })

  it('tell a property of the same name from a use of the import', () => {
    const code = [
      `import { button } from '../styled-system/recipes'`,
      `export const a = button()`,
      `export const b = (event) => event.button === 0 && { button: 1 }`,
    ].join('\n')
    expect(inline(code)?.code).not.toContain('import')
  })

  it('keep a name still used other than by an inlined call, renamed as it was', () => {
    const code = [
      `import { css as style } from '../styled-system/css/index.mjs'`,
      `export const a = style({ color: 'red' })`,
      `export const b = style({ width: size })`,
    ].join('\n')
    expect(inline(code)?.code).toContain(
      `import { css as style } from "../styled-system/css/css.mjs";`,
    )
  })

  it('come from those files in a module with nothing to inline too', () => {
    expect(
      inline(`import { cx } from '../styled-system/css'\nexport const a = cx('x')`)?.code,
    ).toBe(`import { cx } from "../styled-system/css/cx.mjs";\nexport const a = cx('x')`)
  })
})
