// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { FLOATING_DOCK_ATTRIBUTE, holdFloatingDock, syncFloatingDock } from './floating-dock'

function addControl(): HTMLElement {
  const control = document.createElement('button')
  control.setAttribute('data-floating-control', '')
  document.body.append(control)
  return control
}

const docked = () => document.documentElement.hasAttribute(FLOATING_DOCK_ATTRIBUTE)

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute(FLOATING_DOCK_ATTRIBUTE)
})

describe('the floating controls’ dock', () => {
  it('is marked on <html> while a floating control is on the page, and only then', () => {
    syncFloatingDock()
    expect(docked()).toBe(false)
    const control = addControl()
    syncFloatingDock()
    expect(docked()).toBe(true)
    control.remove()
    syncFloatingDock()
    expect(docked()).toBe(false)
  })

  it('stays while another control is still there', async () => {
    const launcher = addControl()
    addControl()
    const release = holdFloatingDock()
    launcher.remove()
    release()
    await Promise.resolve()
    expect(docked()).toBe(true)
  })

  it('is taken off once the control that held it has left the document', async () => {
    const launcher = addControl()
    const release = holdFloatingDock()
    expect(docked()).toBe(true)
    // A layout effect's clean-up runs while its element is still in the document.
    release()
    expect(docked()).toBe(true)
    launcher.remove()
    await Promise.resolve()
    expect(docked()).toBe(false)
  })

  it('leaves <html> untouched when it already says the right thing', () => {
    addControl()
    document.documentElement.setAttribute(FLOATING_DOCK_ATTRIBUTE, '')
    const writes: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) writes.push(record.attributeName ?? '')
    })
    observer.observe(document.documentElement, { attributes: true })
    syncFloatingDock()
    expect(observer.takeRecords()).toEqual([])
    observer.disconnect()
    expect(writes).toEqual([])
  })
})
