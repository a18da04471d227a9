import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SubmitEvent } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { ScriptLoadError } from '../../lib/load-script'
import {
  framesMadaToken,
  framesRefusal,
  installFramesStandIn,
  removeFramesStandIn,
  type FramesStandIn,
} from '../../test/checkout-frames-fixtures'
import type { CardFields, CardToken } from '../../card-fields/card-fields'
import { createCheckoutFrames, FRAMES_SCRIPT_URL } from '../../card-fields/checkout-frames'
import { NewCardFields } from './new-card-fields'
import { useCardForm } from './use-card-form'

// The new-card form with Checkout.com Frames, the provider played by its stand-in: the app's
// name field, the provider's frames in the form's slots, the app's labels and messages round them.

afterEach(async () => {
  removeFramesStandIn()
  await i18n.changeLanguage('en')
})

function Harness(props: { fields: CardFields; onToken: (token: CardToken) => void }) {
  const form = useCardForm(props.fields, 'Asia/Riyadh')
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    void form.submit(props.onToken)
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      <NewCardFields form={form} fields={props.fields} disabled={form.tokenizing} mada />
      <button type="submit">Save</button>
    </form>
  )
}

function setup(load: (src: string) => Promise<void> = () => Promise.resolve()) {
  const report = vi.fn()
  const onToken = vi.fn<(token: CardToken) => void>()
  const fields = createCheckoutFrames({ publicKey: 'pk_sbox_test', load, report })
  render(<Harness fields={fields} onToken={onToken} />)
  return { report, onToken }
}

const typeCard = (standIn: FramesStandIn) => {
  for (const element of ['card-number', 'expiry-date', 'cvv'] as const)
    standIn.type(element, { valid: true })
}

describe('new card with Checkout.com Frames', () => {
  it('labels the provider’s frames in Arabic, checks them, and hands on a mada token', async () => {
    await i18n.changeLanguage('ar')
    const standIn = installFramesStandIn({ token: framesMadaToken })
    const { onToken } = setup()
    const number = await screen.findByRole('group', { name: 'رقم البطاقة' })
    await waitFor(() => expect(number.querySelector('input')).not.toBeNull())
    expect(standIn.inits[0]?.localization).toBe('AR')
    expect(screen.getByText('نقبل بطاقات مدى')).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onToken).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'الاسم على البطاقة' })).toHaveFocus()
    expect(within(number.parentElement ?? number).getByText('يُرجى تعبئة هذا الحقل.')).toBeVisible()

    standIn.type('card-number', { valid: false })
    standIn.blur('card-number')
    expect(await screen.findByText('رقم البطاقة غير صالح. تحقّق من الأرقام.')).toBeVisible()
    expect(number).toHaveAttribute('aria-describedby')

    await userEvent.type(screen.getByRole('textbox', { name: 'الاسم على البطاقة' }), 'ليلى حداد')
    typeCard(standIn)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(onToken).toHaveBeenCalledExactlyOnceWith({
        token: framesMadaToken.token,
        brand: 'VISA',
        localScheme: 'mada',
      }),
    )
    expect(standIn.submittedNames).toEqual(['ليلى حداد'])
  })

  it('says so when Frames does not load, reports once, and loads it on Try again', async () => {
    let fail = true
    const { report } = setup(() => {
      if (fail) return Promise.reject(new ScriptLoadError(FRAMES_SCRIPT_URL, 'timeout'))
      installFramesStandIn()
      return Promise.resolve()
    })
    expect(await screen.findByText(/The card fields couldn't load/)).toBeVisible()
    expect(report).toHaveBeenCalledOnce()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const number = await screen.findByRole('group', { name: 'Card number' })
    await waitFor(() => expect(number.querySelector('input')).not.toBeNull())
    expect(screen.queryByText(/The card fields couldn't load/)).toBeNull()
  })

  it('keeps what was typed and explains when the provider refuses the card', async () => {
    const standIn = installFramesStandIn({ refusal: framesRefusal })
    const { onToken } = setup()
    await screen.findByRole('group', { name: 'Card number' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Layla Haddad')
    await waitFor(() => expect(standIn.inits).toHaveLength(1))
    typeCard(standIn)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/couldn't read this card/)).toBeVisible()
    expect(onToken).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Layla Haddad')
  })
})
