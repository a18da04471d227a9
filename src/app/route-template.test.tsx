import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { routeTemplate } from './route-template'

// The route web vitals and other reports are filed under: a template, never the URL.

describe('routeTemplate', () => {
  it('names the route of a first load that has not settled yet', async () => {
    const history = createMemoryHistory({ initialEntries: ['/rental/ar-DXB/dubai/cars/dxb-001'] })
    const { router } = createApp(history)
    expect(router.state.matches).toEqual([])
    expect(routeTemplate(router)).toBe('/{-$locale}/$city/cars/$listingsId')

    await router.load()
    expect(routeTemplate(router)).toBe('/{-$locale}/$city/cars/$listingsId')
    await router.navigate({
      to: '/{-$locale}/$city/cars',
      params: { locale: 'ar-RUH', city: 'riyadh' },
    })
    expect(routeTemplate(router)).toBe('/{-$locale}/$city/cars/')
  })
})
