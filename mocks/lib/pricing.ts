import type { z } from 'zod/mini'
import type { CitySettings } from '../../src/api/schemas/configuration'
import type { ListingPrices } from '../../src/api/schemas/listings'
import type { couponResultSchema, PriceQuote } from '../../src/api/schemas/payment'
import type { DeliveryType, ProductType } from '../../src/api/schemas/common'
import { roundMoney } from '../../src/domain/money-rules'
import { chargedPeriods } from '../../src/domain/rental-period'
import type { ListingRecord, UserRecord } from '../db'

// The platform's price calculation, the only place totals are made. Search results, the car
// page and the booking summary all use it, so the price a customer sees is the price they pay.

/** Door-to-door legs (delivery and collection), per booking, in AED; scaled for other currencies. */
const DELIVERY_FEE_PER_LEG = 35
/** A flat booking fee for daily rentals, in AED. */
const DAILY_SERVICE_FEE = 25

export const COUPONS: Record<
  string,
  { status: z.infer<typeof couponResultSchema>['status']; percent: number }
> = {
  WELCOME10: { status: 'APPLIED', percent: 10 },
  RENTAL15: { status: 'APPLIED', percent: 15 },
  SUMMER2025: { status: 'EXPIRED', percent: 0 },
  FIRSTRIDE: { status: 'ALREADY_USED', percent: 0 },
  MONTHLY5: { status: 'NOT_APPLICABLE', percent: 5 },
}

export function currencyScale(currency: string): number {
  return currency === 'HUF' ? 100 : 1
}

/** The per-period price (before VAT) of the tier that applies to a rental this long. */
export function tierPrice(prices: ListingPrices, periods: number): number {
  const tiers = [...prices.prices].sort((a, b) => a.minPeriod - b.minPeriod)
  let amount = tiers[0]?.amount ?? 0
  for (const tier of tiers) if (periods >= tier.minPeriod) amount = tier.amount
  return amount
}

/** What a card shows per day or month: the first tier, VAT included. */
export function displayPrice(prices: ListingPrices): number {
  return roundMoney(tierPrice(prices, 1) * (1 + prices.vatPercentage / 100), prices.currency)
}

export interface QuoteInput {
  listing: Pick<ListingRecord, 'id' | 'cityCode'>
  product: ProductType
  settings: CitySettings
  prices: ListingPrices
  from: string
  to: string
  deliveryType: DeliveryType
  couponCode: string | null
  user: Pick<UserRecord, 'isVip'> | undefined
}

export type QuoteAmounts = Omit<PriceQuote, 'quoteId' | 'validUntil'>

export function calculateQuote(input: QuoteInput): QuoteAmounts {
  const { settings, prices, product } = input
  const currency = prices.currency
  const scale = currencyScale(currency)
  const money = (amount: number) => roundMoney(amount, currency)
  const periods = chargedPeriods(product, input.from, input.to, settings.timezone)
  const carPrice = tierPrice(prices, periods)
  const rentalFee = money(carPrice * periods)
  const shortTermSurcharge =
    product === 'DAILY' && periods < settings.shortTermPeriodDays
      ? money((rentalFee * settings.shortTermSurchargePercent) / 100)
      : 0
  // Monthly subscriptions are delivered free; VIP members get free delivery on daily rentals too.
  const deliveryFee =
    input.deliveryType === 'DOOR_TO_DOOR' && product === 'DAILY' && !input.user?.isVip
      ? DELIVERY_FEE_PER_LEG * 2 * scale
      : 0
  const serviceFee = product === 'DAILY' ? DAILY_SERVICE_FEE * scale : 0
  const coupon = input.couponCode ? couponFor(input.couponCode, product) : null
  const discount =
    coupon?.status === 'APPLIED'
      ? money((rentalFee * (COUPONS[coupon.code]?.percent ?? 0)) / 100)
      : 0
  const taxable = rentalFee + shortTermSurcharge + deliveryFee + serviceFee - discount
  const vat = money((taxable * settings.vatPercentage) / 100)
  const depositMonths = product === 'MONTHLY' ? settings.minDepositMonthsToCharge : 0
  const depositAmount =
    product === 'DAILY'
      ? settings.minDepositAmount
      : money(depositMonths * carPrice * (1 + settings.vatPercentage / 100))
  return {
    productType: product,
    currency,
    periods,
    carPrice,
    rentalFee,
    deliveryFee,
    serviceFee,
    shortTermSurcharge,
    discount,
    coupon,
    vatPercentage: settings.vatPercentage,
    vat,
    depositMonths,
    depositAmount,
    total: money(taxable + vat),
  }
}

function couponFor(code: string, product: ProductType): QuoteAmounts['coupon'] {
  const normalized = code.trim().toUpperCase()
  const known = COUPONS[normalized]
  if (!known) return { code: normalized, status: 'UNKNOWN' }
  if (normalized === 'MONTHLY5' && product === 'MONTHLY')
    return { code: normalized, status: 'APPLIED' }
  return { code: normalized, status: known.status }
}
