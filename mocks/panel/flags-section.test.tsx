import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FEATURE_KEYS } from '../../src/domain/features'
import { db } from '../db'
import { featureEnabledFor } from '../lib/features'
import { FEATURES_EVENT, rentalSandbox } from '../sandbox-api'
import { panelText } from './panel-text'
import { SandboxPanel } from './sandbox-panel'

// The panel's feature flags against the fake platform's database (the MSW node server answers
// the session calls): everyone's default, one account's own setting, and clearing it again.

const en = panelText('en')
const ar = panelText('ar')

function storedFlag(key: string) {
  return db.features.findFirst((q) => q.where({ key }))
}

async function openPanel(toggle: string, title: string) {
  const user = userEvent.setup()
  render(<SandboxPanel />)
  await user.click(screen.getByRole('button', { name: toggle }))
  return { user, panel: screen.getByRole('region', { name: title }) }
}

/** Counts the announcements the app listens to (src/lib/follow-sandbox-features.ts). */
function countAnnouncements() {
  const seen: unknown[] = []
  const listener = (event: Event) => seen.push(event instanceof CustomEvent && event.detail)
  window.addEventListener(FEATURES_EVENT, listener)
  return { seen, stop: () => window.removeEventListener(FEATURES_EVENT, listener) }
}

afterEach(() => {
  document.documentElement.lang = 'en'
})

describe('the panel’s feature flags', () => {
  it('speaks Arabic and switches a flag for everyone', async () => {
    document.documentElement.lang = 'ar'
    const announced = countAnnouncements()
    const { user, panel } = await openPanel(ar.toggle, ar.title)
    const flags = within(panel).getByRole('group', { name: ar.flags })
    expect(await within(flags).findByText(ar.flagsLogIn)).toBeVisible()
    const revamp = within(flags).getByRole('group', {
      name: ar.flagNames[FEATURE_KEYS.paymentRevamp],
    })
    const everyone = within(revamp).getByRole('checkbox', { name: ar.flagDefault })
    expect(everyone).not.toBeChecked()
    expect(within(revamp).queryByRole('radio')).toBeNull()

    await user.click(everyone)
    expect(
      await within(panel).findByText(ar.flagSaved(ar.flagNames[FEATURE_KEYS.paymentRevamp])),
    ).toBeVisible()
    expect(everyone).toBeChecked()
    expect(storedFlag(FEATURE_KEYS.paymentRevamp)?.enabled).toBe(true)
    expect(within(revamp).getByText(ar.inForce(true, null))).toBeVisible()
    expect(announced.seen).toEqual([{ key: FEATURE_KEYS.paymentRevamp }])
    announced.stop()
  })

  it('sets and clears the logged-in account’s own setting', async () => {
    await rentalSandbox.loginAs('vip@rental.test', { reload: false })
    const { user, panel } = await openPanel(en.toggle, en.title)
    const revamp = within(panel).getByRole('group', {
      name: en.flagNames[FEATURE_KEYS.paymentRevamp],
    })
    const own = await within(revamp).findByRole('group', { name: 'Only for vip@rental.test' })
    // The seed gives vip@ the revamp while everyone else keeps the default (off).
    expect(within(own).getByRole('radio', { name: en.flagOn })).toBeChecked()
    expect(within(revamp).getByRole('checkbox', { name: en.flagDefault })).not.toBeChecked()
    expect(within(revamp).getByText(en.inForce(true, 'vip@rental.test'))).toBeVisible()

    await user.click(within(own).getByRole('radio', { name: en.followDefault(false) }))
    await waitFor(() => expect(storedFlag(FEATURE_KEYS.paymentRevamp)?.userOverrides).toEqual([]))
    expect(featureEnabledFor(FEATURE_KEYS.paymentRevamp, 'user-vip')).toBe(false)
    expect(within(own).getByRole('radio', { name: en.followDefault(false) })).toBeChecked()
    expect(within(revamp).getByText(en.inForce(false, 'vip@rental.test'))).toBeVisible()

    await user.click(within(own).getByRole('radio', { name: en.flagOff }))
    await waitFor(() =>
      expect(storedFlag(FEATURE_KEYS.paymentRevamp)?.userOverrides).toEqual([
        { userId: 'user-vip', enabled: false },
      ]),
    )
    // The default changes for everyone, the account's own "off" still wins.
    await user.click(within(revamp).getByRole('checkbox', { name: en.flagDefault }))
    await waitFor(() => expect(storedFlag(FEATURE_KEYS.paymentRevamp)?.enabled).toBe(true))
    expect(featureEnabledFor(FEATURE_KEYS.paymentRevamp, 'user-vip')).toBe(false)
    expect(featureEnabledFor(FEATURE_KEYS.paymentRevamp, 'user-customer')).toBe(true)
    expect(within(own).getByRole('radio', { name: en.followDefault(true) })).not.toBeChecked()
  })

  it('shows a change made outside the panel', async () => {
    const { panel } = await openPanel(en.toggle, en.title)
    const whatsapp = within(panel).getByRole('group', {
      name: en.flagNames[FEATURE_KEYS.whatsappNotificationCheckbox],
    })
    const everyone = within(whatsapp).getByRole('checkbox', { name: en.flagDefault })
    expect(everyone).toBeChecked()
    await rentalSandbox.setFeature(FEATURE_KEYS.whatsappNotificationCheckbox, false)
    await waitFor(() => expect(everyone).not.toBeChecked())
  })
})
