import { describe, expect, it } from 'vitest'
import { careemHandler, login } from '../src/api/auth'
import { getDocumentStatus, getMe } from '../src/api/identity'
import { cityYearMonth, expiryState } from '../src/domain/cards'
import { db } from './db'
import { sandboxNow } from './lib/controls'
import { startPlatformForTests } from './lib/test-platform'
import { PERSONA_PASSWORD, PERSONAS, RIDE_APP_USER } from './seed/personas'

// Each documented persona (docs/sandbox.md, "Personas") logs in with the shared password and shows
// what it is for. Cards are checked in the database: the payment endpoints have their own tests.

startPlatformForTests()

const cardsOf = (ownerId: string) => db.paymentMethods.findMany((q) => q.where({ ownerId }))

async function loginAs(email: string) {
  const { userId } = await login({ email, password: PERSONA_PASSWORD })
  const me = await getMe()
  if (!me) throw new Error(`${email} is not logged in`)
  expect(me.userId).toBe(userId)
  return me
}

describe('personas', () => {
  it('lists eight personas', () => {
    expect(PERSONAS).toHaveLength(8)
  })

  it('customer: approved documents, a preferred Visa, a Mastercard expiring soon, billing details', async () => {
    const me = await loginAs('customer@rental.test')
    await expect(getDocumentStatus('MAIN')).resolves.toMatchObject({ overallStatus: 'APPROVED' })
    const [visa, mastercard, ...others] = cardsOf(me.userId)
    expect(others).toEqual([])
    expect(visa).toMatchObject({ brand: 'VISA', isPreferred: true, status: 'SUCCESS' })
    expect(mastercard).toMatchObject({
      brand: 'MASTERCARD',
      last4Digits: '5100',
      isPreferred: false,
      status: 'SUCCESS',
    })
    const today = cityYearMonth(sandboxNow(), 'Asia/Dubai')
    expect(
      expiryState(
        { year: mastercard?.expiryYear ?? 0, month: mastercard?.expiryMonth ?? 0 },
        today,
      ),
    ).toBe('expiringSoon')
    expect(db.billingDetails.findFirst((q) => q.where({ customerId: me.userId }))).toMatchObject({
      accountType: 'PERSONAL',
      city: 'Dubai',
      country: 'AE',
      postalCode: null,
    })
    expect(db.bookings.findMany((q) => q.where({ customerId: me.userId }))).toHaveLength(5)
  })

  it('new: no documents, no cards, no bookings', async () => {
    const me = await loginAs('new@rental.test')
    await expect(getDocumentStatus('MAIN')).resolves.toMatchObject({
      overallStatus: null,
      uploadedDocuments: [],
    })
    expect(cardsOf(me.userId)).toEqual([])
    expect(db.bookings.findMany((q) => q.where({ customerId: me.userId }))).toEqual([])
  })

  it('banned: isBanned', async () => {
    await expect(loginAs('banned@rental.test')).resolves.toMatchObject({ isBanned: true })
  })

  it('vip: isVip', async () => {
    await expect(loginAs('vip@rental.test')).resolves.toMatchObject({
      isVip: true,
      isBanned: false,
    })
  })

  it('tourist.uae: isTouristUae', async () => {
    await expect(loginAs('tourist.uae@rental.test')).resolves.toMatchObject({
      isTouristUae: true,
      isTouristKsa: false,
    })
  })

  it('tourist.ksa: isTouristKsa, living in Riyadh', async () => {
    const me = await loginAs('tourist.ksa@rental.test')
    expect(me).toMatchObject({ isTouristKsa: true, isTouristUae: false })
    expect(db.users.findFirst((q) => q.where({ userId: me.userId }))).toMatchObject({
      cityCode: 'RUH',
      countryCode: 'sa',
    })
  })

  it('riyadh: three cards with the three mada statuses, and Riyadh as their city', async () => {
    const me = await loginAs('riyadh@rental.test')
    expect(me.cityCode).toBe('RUH')
    expect(
      cardsOf(me.userId)
        .map((card) => card.madaStatus)
        .sort(),
    ).toEqual(['MADA_AUTHORIZED', 'MADA_NOT_AUTHORIZED', 'NOT_MADA'])
  })

  it('arabic: preferredLanguage AR', async () => {
    await expect(loginAs('arabic@rental.test')).resolves.toMatchObject({ preferredLanguage: 'AR' })
  })

  it('ride-app user: reached through the ride-app login, with a careemId', async () => {
    await careemHandler({ code: 'sandbox-ride-app', state: 'persona-test' })
    await expect(getMe()).resolves.toMatchObject({
      userId: RIDE_APP_USER.userId,
      careemId: RIDE_APP_USER.careemId,
    })
  })
})
