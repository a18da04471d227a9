import { describe, expect, it } from 'vitest'
import { UNSET_STYLE_GLOBALS, unsetGlobalsDeclared, unsetGlobalsRead } from './unset-style-globals'

describe("the custom properties Panda's preset declared on every element", () => {
  it("are read from the installed preset's own rule", () => {
    expect(UNSET_STYLE_GLOBALS).toContain('--blur')
    expect(UNSET_STYLE_GLOBALS).toContain('--scroll-snap-strictness')
    expect(UNSET_STYLE_GLOBALS).toHaveLength(33)
  })

  it('finds a style that reads one, with or without a fallback', () => {
    expect(
      unsetGlobalsRead('.a{transform:translate(var(--translate-x),var(--translate-y))}'),
    ).toEqual(['--translate-x', '--translate-y'])
    expect(unsetGlobalsRead('.b{filter:var(--blur, ) var(--brightness)}')).toEqual([
      '--blur',
      '--brightness',
    ])
  })

  it('leaves alone the tokens whose names only start the same', () => {
    expect(
      unsetGlobalsRead(':root{--blurs-sm:8px}.c{backdrop-filter:blur(var(--blurs-sm))}'),
    ).toEqual([])
    expect(unsetGlobalsRead('.d{transform:rotate(180deg);scale:var(--scale-factor)}')).toEqual([])
  })

  it("notices preset-base's declarations on every element coming back", () => {
    expect(unsetGlobalsDeclared('*,:before,:after{--blur: ;--scale-x:1}')).toEqual([
      '--blur',
      '--scale-x',
    ])
    expect(unsetGlobalsDeclared(':root{--blurs-sm:8px;--scale-factor:2}')).toEqual([])
    // A utility for its own element only.
    expect(unsetGlobalsDeclared('.translate-x_20{--translate-x:var(--spacing-20)}')).toEqual([])
  })
})
