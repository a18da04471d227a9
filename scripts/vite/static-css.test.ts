import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import { css } from '../../styled-system/css'
import { inlineStaticCss } from './static-css'

const inline = (code: string) =>
  inlineStaticCss(code, 'file.js', (source) => parseSync('file.js', source).program, css)

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
      expect(inline(code)).toBeUndefined()
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
