import { afterEach, describe, expect, it, vi } from 'vitest'
import { cardTokenRequestSchema } from '../api/schemas/payment'
import { ScriptLoadError } from '../lib/load-script'
import {
  framesMadaToken,
  framesRefusal,
  framesVisaToken,
  installFramesStandIn,
  removeFramesStandIn,
} from '../test/checkout-frames-fixtures'
import { CardFieldsUnavailable, CardTokenizationFailed, type CardFieldSlots } from './card-fields'
import { brandOfScheme } from '../domain/cards'
import { createCheckoutFrames, FRAMES_SCRIPT_URL } from './checkout-frames'

afterEach(() => {
  removeFramesStandIn()
  document.body.replaceChildren()
})

const theme = {
  color: 'rgb(16, 24, 40)',
  placeholderColor: 'rgb(102, 112, 133)',
  invalidColor: 'rgb(180, 35, 24)',
  fontFamily: 'system-ui',
  fontSize: '16px',
}

function setup(load: (src: string) => Promise<void> = () => Promise.resolve()) {
  const loads: string[] = []
  const report = vi.fn()
  const fields = createCheckoutFrames({
    publicKey: 'pk_sbox_test',
    load: (src) => {
      loads.push(src)
      return load(src)
    },
    report,
  })
  const slot = () => document.body.appendChild(document.createElement('div'))
  const slots: CardFieldSlots = { number: slot(), expiry: slot(), cvc: slot() }
  return { fields, slots, loads, report }
}

const options = { lang: 'ar', dir: 'rtl', mada: true, theme } as const

describe('Checkout.com Frames adapter', () => {
  it('loads Frames only when mounted, into Frames’ own containers, in Arabic, styled by the theme', async () => {
    const standIn = installFramesStandIn()
    const { fields, slots, loads } = setup()
    expect(loads).toEqual([])
    await fields.mount(slots, options)
    expect(loads).toEqual([FRAMES_SCRIPT_URL])
    expect(slots.number.className).toBe('card-number-frame')
    expect(slots.expiry.className).toBe('expiry-date-frame')
    expect(slots.cvc.className).toBe('cvv-frame')
    expect(slots.number.querySelector('input')?.title).toBe('Card number (AR)')
    expect(standIn.inits).toEqual([
      {
        publicKey: 'pk_sbox_test',
        localization: 'AR',
        acceptedPaymentMethods: [
          'Visa',
          'Mastercard',
          'American Express',
          'Diners Club',
          'Discover',
          'JCB',
          'Mada',
        ],
        style: {
          base: { ...pick(theme), direction: 'ltr', textAlign: 'right' },
          invalid: { color: theme.invalidColor },
          placeholder: { base: { color: theme.placeholderColor } },
        },
      },
    ])
  })

  it('offers mada only where it is accepted, and English as EN-GB', async () => {
    const standIn = installFramesStandIn()
    const { fields, slots } = setup()
    await fields.mount(slots, { ...options, lang: 'en', dir: 'ltr', mada: false })
    expect(standIn.inits[0]?.localization).toBe('EN-GB')
    expect(standIn.inits[0]?.acceptedPaymentMethods).not.toContain('Mada')
    expect(standIn.inits[0]?.style.base.textAlign).toBe('left')
  })

  it('follows validity, blur and the BIN’s scheme without ever seeing the digits', async () => {
    const standIn = installFramesStandIn()
    const { fields, slots } = setup()
    const handle = await fields.mount(slots, options)
    const seen = vi.fn()
    handle.subscribe(seen)
    standIn.type('card-number', { valid: false })
    standIn.blur('card-number')
    standIn.bin({ bin: '44640400', scheme: 'Visa' })
    expect(handle.state().fields.number).toEqual({ empty: false, valid: false, touched: true })
    expect(handle.state().brand).toBe('VISA')
    standIn.bin({ bin: '44640400', scheme: 'mada' })
    expect(handle.state()).toMatchObject({ brand: 'VISA', localScheme: 'mada' })
    expect(seen).toHaveBeenCalledTimes(4)
  })

  it('tokenizes with the cardholder’s name; the token fits the platform’s card-token call', async () => {
    const standIn = installFramesStandIn({ token: framesMadaToken })
    const { fields, slots } = setup()
    const handle = await fields.mount(slots, options)
    for (const element of ['card-number', 'expiry-date', 'cvv'] as const)
      standIn.type(element, { valid: true })
    const token = await handle.tokenize('ليلى حداد')
    expect(standIn.submittedNames).toEqual(['ليلى حداد'])
    expect(token).toEqual({ token: framesMadaToken.token, brand: 'VISA', localScheme: 'mada' })
    expect(token.token).toMatch(/^tok_/)
    expect(
      cardTokenRequestSchema.parse({
        cardToken: token.token,
        currency: 'SAR',
        cardNetwork: token.brand,
        cityCode: 'RUH',
      }),
    ).toBeTruthy()
    expect(standIn.enableSubmitFormCalls).toBe(1)
  })

  it('rejects a refused card as a tokenization failure and lets the form be sent again', async () => {
    const standIn = installFramesStandIn({ refusal: framesRefusal })
    const { fields, slots } = setup()
    const handle = await fields.mount(slots, options)
    for (const element of ['card-number', 'expiry-date', 'cvv'] as const)
      standIn.type(element, { valid: true })
    await expect(handle.tokenize('Layla Haddad')).rejects.toBeInstanceOf(CardTokenizationFailed)
    expect(standIn.enableSubmitFormCalls).toBe(1)
  })

  it('leaves no handler behind when unmounted, and replaces an earlier form’s', async () => {
    const standIn = installFramesStandIn()
    const { fields, slots } = setup()
    const first = await fields.mount(slots, options)
    const second = await fields.mount(slots, options)
    expect(standIn.handlerCount('frameValidationChanged')).toBe(1)
    // The first form going late (StrictMode's second effect) leaves the second form's handlers.
    first.unmount()
    expect(standIn.handlerCount('frameValidationChanged')).toBe(1)
    second.unmount()
    expect(standIn.handlerCount('frameValidationChanged')).toBe(0)
  })

  it('is unavailable, reported once, when the script does not load', async () => {
    const failure = new ScriptLoadError(FRAMES_SCRIPT_URL, 'timeout')
    const { fields, slots, report } = setup(() => Promise.reject(failure))
    await expect(fields.mount(slots, options)).rejects.toBeInstanceOf(CardFieldsUnavailable)
    expect(report).toHaveBeenCalledExactlyOnceWith(failure, expect.stringContaining('Frames'))
  })

  it('is unavailable when the script loads without the Frames global', async () => {
    const { fields, slots, report } = setup()
    await expect(fields.mount(slots, options)).rejects.toBeInstanceOf(CardFieldsUnavailable)
    expect(report).toHaveBeenCalledOnce()
  })
})

describe('brandOfScheme', () => {
  it.each([
    ['Visa', 'VISA'],
    ['Mastercard', 'MASTERCARD'],
    ['AMERICAN EXPRESS', 'AMEX'],
    ['Diners Club International', 'DINERS'],
    ['Discover', 'DISCOVER'],
    ['JCB', 'JCB'],
    ['mada', 'UNKNOWN'],
    [undefined, 'UNKNOWN'],
  ] as const)('%s → %s', (scheme, brand) => {
    expect(brandOfScheme(scheme)).toBe(brand)
  })
})

describe('fixtures', () => {
  it('are the documented CARD_TOKENIZED shape with tok_ tokens', () => {
    for (const token of [framesVisaToken, framesMadaToken]) {
      expect(token.type).toBe('card')
      expect(token.token).toMatch(/^tok_/)
      expect(token.last4).toMatch(/^\d{4}$/)
    }
  })
})

function pick(value: typeof theme) {
  return { color: value.color, fontFamily: value.fontFamily, fontSize: value.fontSize }
}
