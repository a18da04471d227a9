import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { notify } from '../lib/toast'
import { renderRoute } from '../test/render'

const sonnerStyles = () =>
  [...document.head.querySelectorAll('style')].some((style) =>
    style.textContent.includes('[data-sonner-toaster]'),
  )

// One file, one module state: the first test sees the page before any toast was asked for.
describe('toasts', () => {
  it('puts nothing of the toaster on a page until a toast is asked for, then shows it', async () => {
    await renderRoute('/rental/dubai/cars')
    await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' })
    // Sonner restyles the whole page when it loads: a page that shows no toast never pays for it.
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument()
    expect(sonnerStyles()).toBe(false)

    act(() => notify.success('Details saved'))
    expect(await screen.findByText('Details saved')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument()
    expect(sonnerStyles()).toBe(true)
  })

  it('mirrors the toaster to the left in Arabic', async () => {
    await renderRoute('/rental/ar-DXB/dubai/cars')
    await screen.findByRole('heading', { level: 1, name: 'سيارات في دبي' })
    act(() => notify.error('تعذّر الحفظ'))
    expect(await screen.findByText('تعذّر الحفظ')).toBeInTheDocument()
    const toaster = document.querySelector('[data-sonner-toaster]')
    expect(toaster).toHaveAttribute('dir', 'rtl')
    expect(toaster).toHaveAttribute('data-x-position', 'left')
  })
})
