import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { openTrip } from '../../mocks/testing'
import { login } from '../api/auth'
import {
  AddressSearchContext,
  configuredAddressSearch,
} from '../features/booking/address-search/address-search-providers'
import { MAPS_SCRIPT_URL } from '../features/booking/address-search/google-maps-api'
import { ScriptLoadError } from '../lib/load-script'
import {
  dubaiMarina,
  installMapsStandIn,
  type MapsStandIn,
  loadMapsStandIn,
  removeMapsStandIn,
} from '../test/google-maps-fixtures'
import { renderRoute } from '../test/render'
import ar from '../../public/locales/ar/common.json'

// The address dialog's map step. In a build configured with Google Maps (its script played by the
// stand-in), door-to-door finds the address by Google's suggestions, the pin is moved on the map
// and by the buttons, and the platform is sent the label and the pin's coordinates (the place ID
// stays in the draft); a script that does not load leaves a message in the dialog, one report,
// and self pickup booking. In the sandbox, the seeded places and the offline zone sketch.

const PASSWORD = 'Rental!2026'
const WAIT = { timeout: 8000 }

afterEach(() => {
  document.cookie = 'rental_session=; Path=/; Max-Age=0'
  sessionStorage.clear()
  removeMapsStandIn()
  server.events.removeAllListeners()
})

/** An open pick-up day two or more days ahead and its return three days later (Dubai). */
const tripDates = () => openTrip(['DXB'], { days: 3 })

function quoteBodies() {
  const bodies: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/price-calculation/'))
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body))
  })
  return bodies
}

async function openSummary(load: (src: string) => Promise<void>) {
  const report = vi.fn()
  const provider = configuredAddressSearch({ apiKey: 'browser-key', mapId: 'map-1', load, report })
  await login({ email: 'customer@rental.test', password: PASSWORD })
  const dates = tripDates()
  const rendered = await renderRoute(
    `/rental/summary?city=dubai&listingsId=dxb-004&from=${dates.from}&to=${dates.to}&product=DAILY`,
    {
      wrap: (app) => <AddressSearchContext value={provider}>{app}</AddressSearchContext>,
    },
  )
  const summary = await screen.findByRole('complementary', { name: 'Price summary' }, WAIT)
  return { ...rendered, summary, report }
}

describe('booking with Google address search', { timeout: 30_000 }, () => {
  it('finds the place by Google’s suggestions and sends the pin the customer confirmed', async () => {
    const loads: string[] = []
    let installed: MapsStandIn | undefined
    // The script defines google.maps as it runs, then calls back.
    const { user, summary, report } = await openSummary((src) => {
      installed = installMapsStandIn()
      return loadMapsStandIn(loads)(src)
    })
    const maps = () => {
      if (!installed) throw new Error('The Maps script was never loaded')
      return installed
    }
    const bodies = quoteBodies()

    await user.click(screen.getByRole('radio', { name: /Door-to-door delivery/ }))
    await user.click(screen.getByRole('button', { name: 'Add address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address' })
    const search = await within(dialog).findByRole(
      'combobox',
      { name: 'Search for an address or place' },
      WAIT,
    )
    await user.type(search, 'Marina')
    const option = await within(dialog).findByRole('option', { name: /Dubai Marina/ }, WAIT)
    expect(within(dialog).getByText('Powered by Google')).toBeVisible()
    expect(loads).toHaveLength(1)
    expect(loads[0]?.startsWith(MAPS_SCRIPT_URL)).toBe(true)
    await user.click(option)

    const map = await within(dialog).findByRole(
      'region',
      { name: /Map of the delivery point/ },
      WAIT,
    )
    // StrictMode draws the map twice; the first drawing is taken down.
    await waitFor(() => expect(maps().markers.filter((marker) => !marker.removed)).toHaveLength(1))
    const marker = maps().markers.at(-1)
    expect(maps().maps.at(-1)?.element).toBe(map)
    expect(maps().fetched).toEqual([expect.objectContaining({ placeId: dubaiMarina.placeId })])
    // Dragged a little east on the map, then one step north by the buttons.
    marker?.dragTo({ lat: 25.0805, lng: 55.1413 })
    await user.click(within(dialog).getByRole('button', { name: 'North' }))
    expect(within(dialog).getByText('The pin is inside our delivery area.')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(
      within(summary).getByText('Dubai Marina, Dubai Marina - Dubai - United Arab Emirates'),
    ).toBeVisible()
    await waitFor(() =>
      expect(bodies).toContainEqual(
        expect.objectContaining({
          handoverAddress: {
            label: 'Dubai Marina, Dubai Marina - Dubai - United Arab Emirates',
            location: { latitude: 25.0806797, longitude: 55.1413 },
          },
        }),
      ),
    )
    // The place ID is kept with the booking's draft, not sent to the platform.
    const draft = Object.keys(sessionStorage)
      .map((key) => sessionStorage.getItem(key) ?? '')
      .join('\n')
    expect(draft).toContain(dubaiMarina.placeId)
    expect(JSON.stringify(bodies)).not.toContain(dubaiMarina.placeId)
    expect(report).not.toHaveBeenCalled()
  })

  it('says search is unavailable when the script does not load, and self pick-up still books', async () => {
    const failure = new ScriptLoadError(MAPS_SCRIPT_URL, 'error')
    const { user, summary, report } = await openSummary(() => Promise.reject(failure))

    await user.click(screen.getByRole('radio', { name: /Door-to-door delivery/ }))
    await user.click(screen.getByRole('button', { name: 'Add address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address' })
    expect(
      await within(dialog).findByText(/Address search isn't available right now/, {}, WAIT),
    ).toBeVisible()
    expect(within(dialog).queryByRole('combobox')).toBeNull()
    expect(report).toHaveBeenCalledExactlyOnceWith(failure, expect.stringContaining('Maps'))

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(await screen.findByRole('radio', { name: /Self pickup/ }))
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled(),
      WAIT,
    )
    expect(within(summary).getByText('Total to pay now')).toBeVisible()
    expect(report).toHaveBeenCalledOnce()
  })

  it('in the sandbox, moves the pin by the buttons in Arabic and says when it is outside the area', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const dates = tripDates()
    const bodies = quoteBodies()
    const { user } = await renderRoute(
      `/rental/ar-DXB/summary?city=dubai&listingsId=dxb-004&from=${dates.from}&to=${dates.to}&product=DAILY`,
    )
    await user.click(
      await screen.findByRole('radio', { name: new RegExp(ar.booking.delivery.door) }, WAIT),
    )
    await user.click(screen.getByRole('button', { name: ar.booking.address.add }))
    const dialog = await screen.findByRole('dialog', { name: ar.booking.address.deliveryTitle })
    const search = () =>
      within(dialog).getByRole('combobox', { name: ar.booking.address.searchLabel })
    await user.type(search(), 'Hatta')
    await user.click(await within(dialog).findByRole('option', { name: /حتا/ }, WAIT))
    expect(await within(dialog).findByText(ar.booking.address.pinOutside)).toBeVisible()
    expect(within(dialog).getByRole('img', { name: ar.booking.zoneMap.outside })).toBeVisible()

    await user.click(within(dialog).getByRole('button', { name: ar.booking.address.searchAgain }))
    await user.type(search(), 'Marina')
    await user.click(await within(dialog).findByRole('option', { name: /دبي مارينا/ }, WAIT))
    const moves = within(dialog).getByRole('group', { name: ar.booking.address.movePin })
    await user.click(within(moves).getByRole('button', { name: ar.booking.address.heading.north }))
    expect(within(dialog).getByText(ar.booking.address.pinInside)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: ar.booking.address.use }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The seeded Dubai Marina (25.0805, 55.1403), one step (20 m) north.
    const marina = {
      label: 'دبي مارينا، ممشى المارينا، دبي',
      location: { latitude: 25.0806797, longitude: 55.1403 },
    }
    await waitFor(() =>
      expect(bodies).toContainEqual(expect.objectContaining({ handoverAddress: marina })),
    )
  })
})
