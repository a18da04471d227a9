import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ANALYTICS_WINDOW_EVENT } from '../../src/api/schemas/window-events'
import type { AnalyticsEvent } from '../../src/api/schemas/platform-meta'
import { panelText } from './panel-text'
import { SandboxPanel } from './sandbox-panel'
import { SHOWN_EVENTS } from './use-analytics-events'
import { nowIso } from '../lib/time'

// The panel lists what the app would send. The app's side of the contract (src/lib/analytics.ts,
// tested there): each event is pushed to window.dataLayer, then announced on the window.

const ar = panelText('ar')

function announce(name: string, properties: AnalyticsEvent['properties']): void {
  const event: AnalyticsEvent = { name, properties, timestamp: nowIso() }
  act(() => {
    window.dataLayer ??= []
    window.dataLayer.push(event)
    window.dispatchEvent(new CustomEvent(ANALYTICS_WINDOW_EVENT, { detail: event }))
  })
}

afterEach(() => {
  document.documentElement.lang = 'en'
  window.dataLayer = []
})

describe('the panel’s analytics events', () => {
  it('lists the events live, newest first and capped, in Arabic', async () => {
    document.documentElement.lang = 'ar'
    const user = userEvent.setup()
    render(<SandboxPanel />)
    await user.click(screen.getByRole('button', { name: ar.toggle }))
    const section = screen.getByRole('group', { name: ar.analytics })
    expect(within(section).getByText(ar.analyticsNote)).toBeInTheDocument()
    expect(within(section).getByText(ar.noAnalytics)).toBeInTheDocument()

    announce('list_viewed', { city: 'dubai', product: 'DAILY', results: 42, page: 1 })
    announce('car_viewed', { listingId: 'dxb-001', city: 'dubai', product: 'DAILY' })
    const list = within(section).getByRole('list', { name: ar.analytics })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'car_viewed',
      'list_viewed',
    ])
    expect(items[1]).toHaveTextContent('city=dubai · product=DAILY · results=42 · page=1')

    for (let index = 0; index < SHOWN_EVENTS + 5; index++) {
      announce('filters_changed', { city: 'dubai', product: 'DAILY', filters: `sort-${index}` })
    }
    const capped = within(list).getAllByRole('listitem')
    expect(capped).toHaveLength(SHOWN_EVENTS)
    expect(capped[0]).toHaveTextContent(`filters=sort-${SHOWN_EVENTS + 4}`)
  })
})
