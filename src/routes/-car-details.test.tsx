import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'
import { getCitySettings } from '../api/configuration'
import { getListingPrices } from '../api/payment'
import type { ProductType } from '../api/schemas/common'
import { formatMoney, formatNumber } from '../i18n/format'
import { renderRoute } from '../test/render'

// A car's page against the fake platform: what the plans include and the booking panel's facts
// come from the city's settings and the car's prices, and its tags are translated.

/** Dubai's settings moved off the seed's values, so nothing shown can be a constant. */
async function changeDubaiSettings() {
  const change: Record<ProductType, { cancellationDays: number; depositMonths: number }> = {
    DAILY: { cancellationDays: 2, depositMonths: 0 },
    MONTHLY: { cancellationDays: 12, depositMonths: 2 },
  }
  for (const product of ['DAILY', 'MONTHLY'] as const) {
    await db.citySettings.update(
      (q) => q.where({ cityCode: 'DXB', productType: (type) => type === product }),
      {
        data(settings) {
          settings.freeCancellationPeriodDays = change[product].cancellationDays
          settings.minDepositMonthsToCharge = change[product].depositMonths
          settings.minDepositAmount = product === 'DAILY' ? 1750 : 0
          settings.allowedKmsPerYear = 4200
        },
      },
    )
  }
}

const perksOf = (plan: HTMLElement) =>
  within(within(plan).getAllByRole('list')[0] ?? plan)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

const factsIn = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('car details', () => {
  it('lists what each plan includes, from the city’s settings and the car’s prices', async () => {
    await changeDubaiSettings()
    await renderRoute('/rental/dubai/cars/dxb-001?product=DAILY')
    await screen.findByRole('heading', { level: 1 })
    const dailyPrices = await getListingPrices('dxb-001', 'DAILY')
    const monthly = await getCitySettings('MONTHLY', 'DXB')

    expect(perksOf(screen.getByTestId('plan-DAILY'))).toEqual([
      'Basic insurance included',
      `${formatNumber(dailyPrices.kmPerPeriod, 'en')} km a day included`,
      '24/7 roadside assistance',
      'Customer service every day',
    ])
    expect(perksOf(screen.getByTestId('plan-MONTHLY'))).toEqual([
      `Free cancellation up to ${monthly.freeCancellationPeriodDays} days before the start`,
      `Deposit of ${monthly.minDepositMonthsToCharge} months' rent`,
      '24/7 roadside assistance',
      'Customer service every day',
    ])
  })

  it('shows the free cancellation, deposit and km allowance of the plan in view', async () => {
    await changeDubaiSettings()
    const { router, user } = await renderRoute('/rental/dubai/cars/dxb-001?product=DAILY')
    const panel = await screen.findByRole('complementary', { name: 'Book this car' })
    const daily = await getCitySettings('DAILY', 'DXB')
    const dailyPrices = await getListingPrices('dxb-001', 'DAILY')
    expect(factsIn(panel)).toEqual([
      `Free cancellation up to ${daily.freeCancellationPeriodDays} days before your rental starts.`,
      `Refundable deposit: ${formatMoney(daily.minDepositAmount, daily.currency, 'en')}`,
      `${formatNumber(dailyPrices.kmPerPeriod, 'en')} km a day included`,
    ])

    await user.click(within(panel).getByRole('radio', { name: 'Monthly' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ product: 'MONTHLY' }))
    const monthly = await getCitySettings('MONTHLY', 'DXB')
    await waitFor(() =>
      expect(factsIn(panel)).toEqual([
        `Free cancellation up to ${monthly.freeCancellationPeriodDays} days before your rental starts.`,
        `Deposit of ${monthly.minDepositMonthsToCharge} months' rent`,
        `${formatNumber(monthly.allowedKmsPerYear, 'en')} km a year included`,
      ]),
    )
  })

  it('shows the car’s tags translated, in English and in Arabic', async () => {
    const tagged = db.listings
      .all()
      .find((listing) => listing.cityCode === 'DXB' && listing.tags.length > 0)
    if (!tagged) throw new Error('The seed has no tagged car in Dubai')
    const keys = tagged.tags.map((tag) => tag.i18nKey)
    const translate = (locale: typeof en | typeof ar) =>
      keys.map(
        (key) => Object.entries(locale.tags).find(([name]) => `tags.${name}` === key)?.[1] ?? key,
      )

    const english = await renderRoute(`/rental/dubai/cars/${tagged.id}`)
    const tags = await screen.findByRole('list', { name: 'Highlights' })
    expect(factsIn(tags)).toEqual(translate(en))
    english.unmount()

    await renderRoute(`/rental/ar-DXB/dubai/cars/${tagged.id}`)
    const arabic = await screen.findByRole('list', { name: 'مميزات' })
    expect(factsIn(arabic)).toEqual(translate(ar))
    expect(translate(ar)).not.toEqual(translate(en))
  })
})
