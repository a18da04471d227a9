import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http } from 'msw'
import { db } from '../../mocks/db'
import { urlPattern } from '../../mocks/lib/url-pattern'
import { server } from '../../mocks/node'
import { injectFault, setSandboxTime } from '../../mocks/testing'
import { depositReleaseAt } from '../domain/money-rules'
import { login } from '../api/auth'
import { getAllowedMethods } from '../api/payment'
import { decideChallenge } from '../api/sandbox'
import { paymentPaths } from '../api/paths'
import { ALLOWED_METHODS_RETRY_DELAY_MS } from '../api/queries/payment-queries'
import { formatDay, formatMoney, formatMoneyFlow } from '../i18n/format'
import { PAGE_LANGUAGES } from '../test/languages'
import { renderRoute } from '../test/render'
import { readPaymentReturn } from '../lib/payment-return'

// The payment center against the fake platform: saved cards and their rules, adding a card
// (declined, no funds, 3-D Secure approved and declined), billing details, payments and
// receipts, the allowed-methods retry policy, mada in Riyadh and the payment revamp flag.

const PASSWORD = 'Rental!2026'
const COMPLETED = 'bkg-customer-completed'
const DUBAI_ZONE = 'Asia/Dubai'
const WAIT = { timeout: 12_000 }

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

type User = Awaited<ReturnType<typeof renderRoute>>['user']

async function fillCard(user: User, card: { name?: string; number: string; expiry?: string }) {
  const form = screen.getByRole('form', { name: 'Add a card' })
  const name = within(form).getByLabelText('Name on card')
  await user.clear(name)
  await user.type(name, card.name ?? 'Layla Haddad')
  await user.type(within(form).getByLabelText('Card number'), card.number)
  const expiry = within(form).getByLabelText('Expiry date (MM/YY)')
  await user.clear(expiry)
  await user.type(expiry, card.expiry ?? '12/30')
  await user.type(within(form).getByLabelText('Security code (CVC)'), '123')
  await user.click(within(form).getByRole('button', { name: 'Save card' }))
}

const cardRow = (name: string) => {
  const list = screen.getByRole('list', { name: 'Your saved cards' })
  // The first match is the card's title; its buttons name it again for screen readers.
  const row = within(list).getAllByText(name)[0]?.closest('li')
  if (!row) throw new Error(`No card ${name}`)
  return row
}

describe('payment center', { timeout: 40_000 }, () => {
  it('lists the cards with their state, moves the preferred one and removes a card', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/payment-center')
    await screen.findByRole('list', { name: 'Your saved cards' }, WAIT)
    const visa = cardRow('Visa •••• 4242')
    expect(within(visa).getByText('Preferred')).toBeVisible()
    expect(within(visa).getByText(/Verified/)).toBeVisible()
    const mastercard = cardRow('Mastercard •••• 5100')
    expect(within(mastercard).getByText(/Expires soon/)).toBeVisible()

    await user.click(
      within(mastercard).getByRole('button', { name: 'Make preferred Mastercard •••• 5100' }),
    )
    await waitFor(
      () => expect(within(cardRow('Mastercard •••• 5100')).getByText('Preferred')).toBeVisible(),
      WAIT,
    )
    expect(within(cardRow('Visa •••• 4242')).queryByText('Preferred')).toBeNull()

    await user.click(
      within(cardRow('Visa •••• 4242')).getByRole('button', { name: 'Remove Visa •••• 4242' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }))
    await waitFor(() => expect(screen.queryByText('Visa •••• 4242')).toBeNull(), WAIT)
    const left = await getAllowedMethods('user-customer')
    expect(left.paymentMethods.map((method) => method.last4Digits)).toEqual(['5100'])
  })

  it('says why a card was refused, keeping the name and expiry but never the number', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/payment-center')
    expect(await screen.findByText(/You have no saved cards yet/, {}, WAIT)).toBeVisible()
    // No card to pay with is said in words, never as "0 saved cards".
    expect(screen.getByText(/No saved card can pay yet\./)).toBeVisible()
    expect(screen.queryByText(/\b0 saved cards/)).toBeNull()
    const form = screen.getByRole('form', { name: 'Add a card' })
    // Dubai: no mada.
    expect(within(form).queryByText('mada cards accepted')).toBeNull()

    await fillCard(user, { number: '4000 0000 0000 0002', expiry: '11/31' })
    expect(await screen.findByText(/Your bank declined this card/, {}, WAIT)).toBeVisible()
    expect(within(form).getByLabelText('Name on card')).toHaveValue('Layla Haddad')
    expect(within(form).getByLabelText('Expiry date (MM/YY)')).toHaveValue('11/31')
    expect(within(form).getByLabelText('Card number')).toHaveValue('')
    expect(within(form).getByLabelText('Security code (CVC)')).toHaveValue('')

    await fillCard(user, { number: '4000 0000 0000 9987' })
    expect(await screen.findByText(/insufficient funds/, {}, WAIT)).toBeVisible()

    await fillCard(user, { number: '4242 4242 4242 4242' })
    expect(await screen.findByText('Card added', {}, WAIT)).toBeVisible()
    await waitFor(() => expect(cardRow('Visa •••• 4242')).toBeVisible(), WAIT)
    expect(within(cardRow('Visa •••• 4242')).getByText('Preferred')).toBeVisible()
  })

  it('adds a card through 3-D Secure: away to the challenge, back to poll, approved or declined', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const first = await renderRoute('/rental/payment-center')
    await screen.findByRole('form', { name: 'Add a card' }, WAIT)
    await fillCard(first.user, { number: '4000 0000 0000 3220' })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), WAIT)
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost')
    expect(target.pathname).toBe('/rental/sandbox/challenge')
    const back = new URL(target.searchParams.get('returnUrl') ?? '', 'http://localhost')
    expect(back.pathname).toBe('/rental/payment-center')
    expect(back.searchParams.get('payment')).toBe('returned')
    // The card to verify is in the tab's one return record, not in the URL.
    const left = readPaymentReturn({ kind: 'cards' })?.back
    expect(left?.kind === 'card' ? left.paymentMethodId : '').toMatch(/^pm-/)
    first.unmount()

    await decideChallenge(target.searchParams.get('challenge') ?? '', 'APPROVE')
    const second = await renderRoute('/rental/payment-center?payment=returned')
    expect(await screen.findByText('Card added', {}, WAIT)).toBeVisible()
    await waitFor(() => expect(second.router.state.location.search).toEqual({}), WAIT)
    expect(within(cardRow('Visa •••• 3220')).getByText(/Verified/)).toBeVisible()
    second.unmount()

    // A declined challenge: the card is not verified, the form is back with the name.
    const third = await renderRoute('/rental/payment-center')
    await third.user.click(await screen.findByRole('button', { name: 'Add a card' }, WAIT))
    await fillCard(third.user, { name: 'Omar Haddad', number: '4000 0000 0000 3220' })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2), WAIT)
    const declined = new URL(String(assign.mock.calls[1]?.[0]), 'http://localhost')
    third.unmount()
    await decideChallenge(declined.searchParams.get('challenge') ?? '', 'DECLINE')
    await renderRoute('/rental/payment-center?payment=returned')
    expect(
      await screen.findByText(/The security check with your bank didn't succeed/, {}, WAIT),
    ).toBeVisible()
    const form = screen.getByRole('form', { name: 'Add a card' })
    expect(within(form).getByLabelText('Name on card')).toHaveValue('Omar Haddad')
    expect(within(form).getByLabelText('Card number')).toHaveValue('')
    // "The card wasn't saved" means it: the declined card is neither listed nor offered.
    const list = await screen.findByRole('list', { name: 'Your saved cards' }, WAIT)
    const rows = within(list).getAllByRole('listitem')
    expect(rows.filter((row) => row.textContent.includes('3220'))).toHaveLength(1)
    expect(screen.queryByText('Not verified by your bank')).toBeNull()
  })

  it('saves billing details with errors next to the fields and nothing typed lost', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const first = await renderRoute('/rental/payment-center')
    const form = await screen.findByRole('form', { name: 'Billing details' }, WAIT)
    const { user } = first
    await user.click(within(form).getByRole('radio', { name: 'A company' }))
    await user.type(within(form).getByLabelText(/Tax registration number/), '123')
    await user.type(within(form).getByLabelText('Contact person'), 'Layla Haddad')
    await user.click(within(form).getByRole('button', { name: 'Save billing details' }))
    const companyName = within(form).getByLabelText('Company name')
    expect(companyName).toHaveAccessibleDescription(/Please fill in this field/)
    expect(companyName).toHaveFocus()
    expect(within(form).getByLabelText(/Tax registration number/)).toHaveAccessibleDescription(
      /valid tax number/,
    )
    expect(within(form).getByLabelText('Contact person')).toHaveValue('Layla Haddad')

    await user.type(companyName, 'Haddad Trading L.L.C.')
    const tax = within(form).getByLabelText(/Tax registration number/)
    await user.clear(tax)
    await user.type(tax, '100 1234 5678 9012')
    await user.type(within(form).getByLabelText('Address'), 'Marina Walk, Tower 3')
    await user.type(within(form).getByLabelText('City'), 'Dubai')
    expect(within(form).queryByLabelText(/Postal code/)).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Save billing details' }))
    await waitFor(
      () =>
        expect(within(form).getByRole('button', { name: 'Save billing details' })).toBeEnabled(),
      WAIT,
    )
    first.unmount()

    await renderRoute('/rental/payment-center')
    const again = await screen.findByRole('form', { name: 'Billing details' }, WAIT)
    expect(within(again).getByLabelText('Company name')).toHaveValue('Haddad Trading L.L.C.')
    expect(within(again).getByLabelText(/Tax registration number/)).toHaveValue('100123456789012')
    expect(within(again).getByRole('radio', { name: 'A company' })).toBeChecked()
  })

  it('lists payments with their receipts and the invoices', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    await renderRoute('/rental/payment-center')
    const history = await screen.findByRole('list', { name: 'Payments and invoices' }, WAIT)
    expect(within(history).getAllByText('Rental fee').length).toBeGreaterThan(0)
    // One per paid booking, and the cancelled one's refund has its own.
    expect(within(history).getAllByRole('button', { name: /Receipt Rental fee/ }).length).toBe(5)
    expect(await screen.findAllByRole('button', { name: /Download/ }, WAIT)).not.toHaveLength(0)
    // A refund reads as money back: "+255.20 AED", never the platform's "+-255.20".
    const refunds = within(history)
      .getAllByText(/Refunded$/)
      .map((state) => state.closest('li')?.textContent ?? '')
    expect(refunds.length).toBeGreaterThan(0)
    for (const line of refunds) {
      expect(line).toMatch(/\+[\d,.]+\sAED/)
      expect(line).not.toMatch(/[+-]-|\+\u2212/)
    }
    // A released deposit was held, never taken: it is not money back either.
    const released = within(history)
      .getAllByText(/Released$/)
      .map((state) => state.closest('li')?.textContent ?? '')
    expect(released.length).toBeGreaterThan(0)
    for (const line of released) expect(line).toMatch(/\d\sAED/)
    for (const line of released) expect(line).not.toMatch(/[+\u2212]\d/)
  })

  it.each(PAGE_LANGUAGES)(
    'reads a settled deposit once: what it paid for, then the rest back on the card (%s)',
    async (lng, prefix, strings) => {
      const record = db.bookings.findFirst((q) => q.where({ bookingId: COMPLETED }))
      if (!record) throw new Error('The completed booking is missing')
      const release = depositReleaseAt(record.to, 'ae', DUBAI_ZONE)
      // A day after the release, and nothing has read the booking yet.
      setSandboxTime(release.toInstant().add({ hours: 24 }))
      await login({ email: 'customer@rental.test', password: PASSWORD })
      await renderRoute(`/rental${prefix}/payment-center`)
      const history = await screen.findByRole(
        'list',
        { name: strings.payments.history.title },
        WAIT,
      )
      const rows = within(history)
        .getAllByRole('listitem')
        .filter((row) => row.textContent.includes(record.reference))
      const row = (state: string) => {
        const found = rows.filter((line) => line.textContent.includes(state))
        expect(found).toHaveLength(state === strings.payments.history.state.FROM_DEPOSIT ? 2 : 1)
        return found[0]?.textContent ?? ''
      }
      const states = strings.payments.history.state
      const deposit = row(states.SETTLED)
      // The hold is not counted as taken: no sign on it.
      expect(deposit).toContain(formatMoney(record.depositAmount, 'AED', lng))
      expect(deposit).not.toMatch(/[+\u2212]\d/)
      row(states.FROM_DEPOSIT)
      const back = row(states.RETURNED)
      expect(back).toContain(formatMoneyFlow(record.depositAmount - 320, 'AED', lng, 'returned'))
      // Dated the day it was settled, as the booking's own page says, not the day it was listed.
      expect(back).toContain(formatDay(release.toInstant().toString(), DUBAI_ZONE, lng))
      expect(rows.some((line) => line.textContent.includes(states.HELD))).toBe(false)
    },
  )

  it('dates invoices in the page’s city while the bookings load, logging no missing city', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    // The bookings that name the invoices' cities are held back until the invoices are shown.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let bookingsAnswered = false
    server.use(
      http.get(urlPattern('platform', paymentPaths.bookings), async () => {
        await held
        bookingsAnswered = true
      }),
    )
    await renderRoute('/rental/payment-center')
    const invoices = await screen.findByRole('region', { name: 'Invoices and credit notes' }, WAIT)
    const invoice = db.invoices.findFirst((q) => q.where({ customerId: 'user-customer' }))
    if (!invoice) throw new Error('The seed has no invoice')
    const day = formatDay(invoice.issuedAt, 'Asia/Dubai', 'en')
    expect(within(invoices).getAllByText(day, { exact: false })[0]).toBeVisible()
    release()
    await waitFor(() => expect(bookingsAnswered).toBe(true), WAIT)
    await screen.findByRole('list', { name: 'Payments and invoices' }, WAIT)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(db.logs.all().filter((log) => log.msg === 'City is undefined')).toEqual([])
  })

  it('tries the allowed-methods call twice more, ten seconds apart, then offers Try again', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    injectFault('payment', { kind: 'status', status: 503 })
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await renderRoute('/rental/payment-center')
    expect(await screen.findByText('Still trying to load your cards…', {}, WAIT)).toBeVisible()
    expect(screen.getByText(/Attempt 2 of 3/)).toBeVisible()
    await vi.advanceTimersByTimeAsync(ALLOWED_METHODS_RETRY_DELAY_MS)
    expect(await screen.findByText(/Attempt 3 of 3/, {}, WAIT)).toBeVisible()
    await vi.advanceTimersByTimeAsync(ALLOWED_METHODS_RETRY_DELAY_MS)
    expect(await screen.findByText("We couldn't load your cards", {}, WAIT)).toBeVisible()
    const cards = screen.getByRole('region', { name: 'Saved cards' })
    expect(within(cards).getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  it('shows mada statuses in Riyadh and what they mean there', async () => {
    await login({ email: 'riyadh@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/en-RUH/payment-center')
    await screen.findByRole('list', { name: 'Your saved cards' }, WAIT)
    expect(within(cardRow('Visa •••• 4001')).getByText('mada: online payments on')).toBeVisible()
    const blocked = cardRow('Mastercard •••• 5588')
    expect(within(blocked).getByText('mada: online payments off')).toBeVisible()
    expect(within(blocked).getByText(/isn't enabled for online payments/)).toBeVisible()
    expect(within(blocked).queryByRole('button', { name: /Make preferred/ })).toBeNull()
    expect(within(cardRow('Visa •••• 4242')).getByText('Not a mada card')).toBeVisible()
    expect(screen.getByText('Paying in Riyadh with mada')).toBeVisible()
    // A new card's form says mada cards are accepted here (and only here: Saudi rules).
    await user.click(screen.getByRole('button', { name: 'Add a card' }))
    const form = screen.getByRole('form', { name: 'Add a card' })
    expect(within(form).getByText('mada cards accepted')).toBeVisible()
  })

  it('gives the payment revamp its overview and side-by-side layout, for overridden users only', async () => {
    await login({ email: 'vip@rental.test', password: PASSWORD })
    const vip = await renderRoute('/rental/payment-center')
    const overview = await screen.findByRole('region', { name: 'Overview' }, WAIT)
    expect(await within(overview).findByText('Visa •••• 4242', {}, WAIT)).toBeVisible()
    expect(vip.container.querySelector('[data-layout="revamp"]')).not.toBeNull()
    vip.unmount()

    await login({ email: 'customer@rental.test', password: PASSWORD })
    const customer = await renderRoute('/rental/payment-center')
    await screen.findByRole('list', { name: 'Your saved cards' }, WAIT)
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull()
    expect(customer.container.querySelector('[data-layout="classic"]')).not.toBeNull()
  })
})
