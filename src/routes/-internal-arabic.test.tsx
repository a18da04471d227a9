import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../mocks/db'
import { renderRoute } from '../test/render'

// SPEC §6: on the internal environment Arabic is offered only while its flag is on. The whole
// file runs as the internal environment; the flag itself comes from the sandbox's features.
vi.mock('../lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/env')>()
  return { env: { ...actual.env, appEnvironment: 'internal' } }
})

async function setArabicFlag(enabled: boolean): Promise<void> {
  await db.features.update((q) => q.where({ key: 'arabic-on-internal' }), {
    data(feature) {
      feature.enabled = enabled
    },
  })
}

async function openSwitcher(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.click(await screen.findByRole('button', { name: /Language and city|اللغة والمدينة/ }))
  return screen.getByRole('navigation', { name: /Choose language and city|اختر اللغة والمدينة/ })
}

describe('Arabic on the internal environment', () => {
  it('with the flag off, sends an Arabic URL to English and offers no Arabic', async () => {
    await setArabicFlag(false)
    const { router, user } = await renderRoute('/rental/ar-DXB/dubai/cars')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dubai/cars')
    expect(document.documentElement).toHaveAttribute('lang', 'en')

    const nav = await openSwitcher(user)
    expect(within(nav).getAllByRole('link', { name: 'English' }).length).toBeGreaterThan(0)
    expect(within(nav).queryByRole('link', { name: 'العربية' })).toBeNull()
  })

  it('with the flag on, keeps the Arabic page and offers Arabic', async () => {
    await setArabicFlag(true)
    const { router, user } = await renderRoute('/rental/ar-DXB/dubai/cars')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'سيارات في دبي' }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ar-DXB/dubai/cars')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')

    const nav = await openSwitcher(user)
    expect(within(nav).getAllByRole('link', { name: 'العربية' }).length).toBeGreaterThan(0)
  })
})
