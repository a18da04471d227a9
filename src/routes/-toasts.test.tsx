import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { notify } from '../lib/toast'
import { renderRoute } from '../test/render'

// The toasts' region and their close buttons are named in the page's language, with the key
// that reaches them (sonner's own words were "Notifications alt+T" and "Close toast").

const WAIT = { timeout: 8000 }

/** The toast saying `text` (sonner keeps the toasts of an earlier test on the page). */
async function toastSaying(region: HTMLElement, text: string): Promise<HTMLElement> {
  await within(region).findByText(text, {}, WAIT)
  const toast = within(region)
    .getAllByRole('listitem')
    .find((item) => item.textContent.includes(text))
  if (!toast) throw new Error(`No toast says ${text}`)
  return toast
}

describe('toasts', () => {
  it('are announced and closed in Arabic on an Arabic page', async () => {
    await renderRoute('/rental/ar-DXB/dubai/cars')
    await screen.findByRole('heading', { level: 1, name: 'سيارات في دبي' }, WAIT)
    const region = await screen.findByRole('region', { name: 'الإشعارات (Alt+T)' }, WAIT)
    notify.success('تم حفظ بياناتك.')
    const toast = await toastSaying(region, 'تم حفظ بياناتك.')
    expect(within(toast).getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument()
  })

  it('are announced and closed in English on an English page', async () => {
    await renderRoute('/rental/dubai/cars')
    await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' }, WAIT)
    const region = await screen.findByRole('region', { name: 'Notifications (Alt+T)' }, WAIT)
    notify.success('Your details are saved.')
    const toast = await toastSaying(region, 'Your details are saved.')
    expect(within(toast).getByRole('button', { name: 'Close notification' })).toBeInTheDocument()
  })
})
