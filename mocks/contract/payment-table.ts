import { careemHandler } from '../../src/api/auth'
import { paymentPaths } from '../../src/api/paths'
import * as payment from '../../src/api/payment'
import { tokenizeCard } from '../../src/api/sandbox'
import {
  asCustomer,
  CUSTOMER,
  dubai,
  dubaiOpenDay,
  loginAs,
  newBooking,
  paidBooking,
  quoteBody,
  rideAppWalletIntent,
  type ContractTable,
} from './kit'

const billing = {
  accountType: 'PERSONAL' as const,
  fullName: 'Layla Haddad',
  companyName: null,
  vatNumber: null,
  addressLine1: 'Marina Walk 1',
  addressLine2: null,
  city: 'Dubai',
  country: 'AE',
  postalCode: null,
}

async function addCard(cardToken: string) {
  await asCustomer()
  return payment.addCardToken(
    CUSTOMER,
    { cardToken, currency: 'AED', cardNetwork: 'VISA', cityCode: 'DXB' },
    crypto.randomUUID(),
  )
}

const RECEIPT = {
  charge: 'chg-bkg-customer-completed-rental_fee',
  document: 'rcpt-bkg-customer-completed-rental_fee',
}

export const paymentContracts: ContractTable = {
  [`GET ${paymentPaths.billingDetails}`]: {
    happy: async () => (await asCustomer(), payment.getBillingDetails(CUSTOMER)),
    failure: async () => (await asCustomer(), payment.getBillingDetails('user-vip')),
    fails: 403,
  },
  [`PUT ${paymentPaths.billingDetails}`]: {
    happy: async () => (await asCustomer(), payment.putBillingDetails(CUSTOMER, billing)),
    failure: () => payment.putBillingDetails(CUSTOMER, billing),
    fails: 401,
  },
  [`POST ${paymentPaths.careemIntents}`]: {
    happy: rideAppWalletIntent,
    failure: async () => (
      await asCustomer(),
      payment.createCareemIntent(
        CUSTOMER,
        { bookingId: 'bkg-customer-upcoming', returnUrl: '/rental/' },
        'key',
      )
    ),
    fails: 403,
  },
  [`GET ${paymentPaths.careemIntent}`]: {
    happy: async () => {
      const { userId, intent } = await rideAppWalletIntent()
      return payment.getCareemIntent(userId, intent.intentId)
    },
    failure: async () => {
      const { userId } = await careemHandler({ code: 'sandbox-ride-app' })
      return payment.getCareemIntent(userId, 'nope')
    },
    fails: 404,
  },
  [`GET ${paymentPaths.initialIntent}`]: {
    happy: async () => payment.getInitialIntent((await paidBooking()).booking.bookingId),
    failure: async () => (await asCustomer(), payment.getInitialIntent('nope')),
    fails: 404,
  },
  [`GET ${paymentPaths.bookingIntent}`]: {
    happy: async () => {
      const { booking, intent } = await paidBooking()
      return payment.getBookingIntent(booking.bookingId, intent.intentId)
    },
    failure: async () => (
      await asCustomer(),
      payment.getBookingIntent('bkg-customer-upcoming', 'nope')
    ),
    fails: 404,
  },
  [`GET ${paymentPaths.bookings}`]: {
    happy: async () => (await asCustomer(), payment.getBookings(CUSTOMER)),
    failure: () => payment.getBookings(CUSTOMER),
    fails: 401,
  },
  [`POST ${paymentPaths.createBooking}`]: {
    happy: newBooking,
    failure: async () => (
      await asCustomer(),
      payment.createBooking(
        CUSTOMER,
        'DAILY',
        { quoteId: 'nope', paymentMethodType: 'CARD' },
        'key',
      )
    ),
    fails: 422,
  },
  [`GET ${paymentPaths.booking}`]: {
    happy: async () => (
      await asCustomer(),
      payment.getBooking(CUSTOMER, 'DAILY', 'bkg-customer-active')
    ),
    failure: async () => (await asCustomer(), payment.getBooking(CUSTOMER, 'DAILY', 'nope')),
    fails: 404,
  },
  [`GET ${paymentPaths.cancellationFee}`]: {
    happy: async () => (
      await asCustomer(),
      payment.getCancellationFee(CUSTOMER, 'DAILY', 'bkg-customer-upcoming')
    ),
    failure: () => payment.getCancellationFee(CUSTOMER, 'DAILY', 'bkg-customer-upcoming'),
    fails: 401,
  },
  [`POST ${paymentPaths.cancelBooking}`]: {
    happy: async () => (
      await asCustomer(),
      payment.cancelBooking(CUSTOMER, 'DAILY', 'bkg-customer-upcoming')
    ),
    failure: async () => (
      await asCustomer(),
      payment.cancelBooking(CUSTOMER, 'DAILY', 'bkg-customer-completed')
    ),
    fails: 409,
  },
  [`GET ${paymentPaths.invoices}`]: {
    happy: async () => (await asCustomer(), payment.getInvoices(CUSTOMER)),
    failure: () => payment.getInvoices(CUSTOMER),
    fails: 401,
  },
  [`GET ${paymentPaths.invoicePdf}`]: {
    happy: async () => (await asCustomer(), payment.getInvoicePdf('inv-bkg-customer-completed')),
    failure: async () => (await asCustomer(), payment.getInvoicePdf('nope')),
    fails: 404,
  },
  [`POST ${paymentPaths.cardToken}`]: {
    happy: async () => {
      const card = await tokenizeCard({
        number: '4242424242424242',
        expiryMonth: 1,
        expiryYear: 2031,
        cvc: '123',
      })
      return addCard(card.token)
    },
    failure: () => addCard('forged'),
    fails: 422,
  },
  [`PUT ${paymentPaths.preferredMethod}`]: {
    happy: async () => (
      await asCustomer(),
      payment.setPreferredMethod(CUSTOMER, 'pm-customer-mastercard')
    ),
    failure: async () => {
      const card = await tokenizeCard({
        number: '4000000000000002',
        expiryMonth: 1,
        expiryYear: 2031,
        cvc: '123',
      })
      const declined = await addCard(card.token)
      return payment.setPreferredMethod(CUSTOMER, declined.paymentMethod.paymentMethodId)
    },
    fails: 409,
  },
  [`DELETE ${paymentPaths.savedMethod}`]: {
    happy: async () => (await asCustomer(), payment.removeMethod(CUSTOMER, 'pm-customer-visa')),
    failure: async () => (await asCustomer(), payment.removeMethod(CUSTOMER, 'pm-vip-visa')),
    fails: 404,
  },
  [`GET ${paymentPaths.payments}`]: {
    happy: async () => (await asCustomer(), payment.getCustomerPayments(CUSTOMER)),
    failure: () => payment.getCustomerPayments(CUSTOMER),
    fails: 401,
  },
  [`GET ${paymentPaths.allowedMethods}`]: {
    happy: async () => (await asCustomer(), payment.getAllowedMethods(CUSTOMER)),
    failure: async () => (await asCustomer(), payment.getAllowedMethods('user-vip')),
    fails: 403,
  },
  [`GET ${paymentPaths.mada}`]: {
    happy: async () => (
      await loginAs('riyadh@rental.test'),
      payment.getMadaStatus('pm-riyadh-mada')
    ),
    failure: async () => (await asCustomer(), payment.getMadaStatus('pm-riyadh-mada')),
    fails: 404,
  },
  [`PATCH ${paymentPaths.endDate}`]: {
    happy: async () => (
      await asCustomer(),
      payment.changeEndDate(CUSTOMER, 'bkg-customer-active', {
        endDate: dubaiOpenDay(9),
        dryRun: true,
      })
    ),
    failure: async () => (
      await asCustomer(),
      payment.changeEndDate(CUSTOMER, 'bkg-customer-active', { endDate: dubai(-30), dryRun: true })
    ),
    fails: 422,
  },
  [`GET ${paymentPaths.chargeSummary}`]: {
    happy: async () => (
      await asCustomer(),
      payment.getChargeSummary(CUSTOMER, 'bkg-customer-completed')
    ),
    failure: async () => (await asCustomer(), payment.getChargeSummary(CUSTOMER, 'nope')),
    fails: 404,
  },
  [`GET ${paymentPaths.chargeDocument}`]: {
    happy: async () => (
      await asCustomer(),
      payment.getChargeDocument(RECEIPT.charge, RECEIPT.document)
    ),
    failure: async () => (await asCustomer(), payment.getChargeDocument(RECEIPT.charge, 'nope')),
    fails: 404,
  },
  [`POST ${paymentPaths.preAuth}`]: {
    happy: paidBooking,
    failure: async () =>
      payment.preAuthorize(
        CUSTOMER,
        (await newBooking()).bookingId,
        { paymentMethodId: 'pm-vip-visa', returnUrl: '/rental/' },
        'key',
      ),
    fails: 422,
  },
  [`GET ${paymentPaths.paymentDetails}`]: {
    happy: async () => payment.getPaymentDetails((await paidBooking()).booking.bookingId),
    failure: () => payment.getPaymentDetails('bkg-customer-active'),
    fails: 401,
  },
  [`GET ${paymentPaths.listingPrices}`]: {
    happy: () => payment.getListingPrices('bud-001', 'MONTHLY'),
    failure: () => payment.getListingPrices('nope', 'DAILY'),
    fails: 404,
  },
  [`POST ${paymentPaths.priceCalculation}`]: {
    happy: () => payment.calculatePrice('DAILY', quoteBody()),
    failure: () => payment.calculatePrice('DAILY', { ...quoteBody(), to: dubai(2) }),
    fails: 422,
  },
  [`POST ${paymentPaths.bookingPriceCalculation}`]: {
    happy: async () => (
      await asCustomer(),
      payment.calculateBookingPrice(CUSTOMER, 'DAILY', 'bkg-customer-active', { endDate: dubai(9) })
    ),
    failure: () =>
      payment.calculateBookingPrice(CUSTOMER, 'DAILY', 'bkg-customer-active', {
        endDate: dubai(9),
      }),
    fails: 401,
  },
}
