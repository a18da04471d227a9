// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  FLOATING_DOCK_ATTRIBUTE,
  holdFloatingDock,
  STANDALONE_FLOATING_CONTROL,
  syncFloatingDock,
} from './floating-dock'

const docked = () => document.documentElement.hasAttribute(FLOATING_DOCK_ATTRIBUTE)
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve))

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute(FLOATING_DOCK_ATTRIBUTE)
})

describe('the floating controls’ dock', () => {
  it('is marked on <html> while an app control holds it, and freed once none does', async () => {
    syncFloatingDock()
    expect(docked()).toBe(false)
    const launcher = holdFloatingDock()
    const another = holdFloatingDock()
    expect(docked()).toBe(true)
    launcher()
    await settled()
    expect(docked()).toBe(true)
    another()
    await settled()
    expect(docked()).toBe(false)
  })

  it('is freed when the control is hidden, though its element is still in the document', async () => {
    const control = document.createElement('button')
    control.setAttribute('data-floating-control', '')
    document.body.append(control)
    const release = holdFloatingDock()
    // React hides a suspended page's elements and runs their layout effects' clean-up.
    control.style.display = 'none'
    release()
    await settled()
    expect(docked()).toBe(false)
  })

  it('stays while a control outside the app (the sandbox toggle) is on the page', async () => {
    const toggle = document.createElement('div')
    toggle.setAttribute('data-floating-control', STANDALONE_FLOATING_CONTROL)
    document.body.append(toggle)
    const release = holdFloatingDock()
    release()
    await settled()
    expect(docked()).toBe(true)
  })

  it('does not flicker when a control is shown again in the same commit, nor count a release twice', async () => {
    const first = holdFloatingDock()
    const writes: (string | null)[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) writes.push(record.attributeName)
    })
    observer.observe(document.documentElement, { attributes: true })
    first()
    first()
    const second = holdFloatingDock()
    await settled()
    expect(docked()).toBe(true)
    expect([...writes, ...observer.takeRecords().map((record) => record.attributeName)]).toEqual([])
    observer.disconnect()
    second()
    await settled()
    expect(docked()).toBe(false)
  })

  it('clears the strip a page was written with once no control holds it', () => {
    document.documentElement.setAttribute(FLOATING_DOCK_ATTRIBUTE, '')
    syncFloatingDock()
    expect(docked()).toBe(false)
  })
})
