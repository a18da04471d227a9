import { useSelector } from '@xstate/react'
import { useId, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { AddCardFailure } from '../../../../machines/cards/add-card.machine'
import { cardTokenizer } from '../../../components/cards/card-tokenizer'
import { CardBrandLogo } from '../../../components/cards/card-brand-logo'
import { NewCardFields } from '../../../components/cards/new-card-fields'
import { useCardForm } from '../../../components/cards/use-card-form'
import { FormAlert } from '../../../components/ui/form-alert'
import type { CityInfo } from '../../../domain/cities'
import { takeCardFormCarry } from '../hooks/card-form-carry'
import { useAddCard } from '../hooks/use-add-card'
import { actions, muted } from './payment-styles'

const KNOWN_FAILURES = [
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'THREE_DS_FAILED',
  'THREE_DS_TIMEOUT',
  'EXPIRED',
  'NETWORK',
  'VALIDATION_FAILED',
] as const

/** The translation key of why a card was not added; an unknown platform code reads generically. */
export function addCardFailureKey(failure: AddCardFailure) {
  const code = KNOWN_FAILURES.find((known) => known === failure.code) ?? 'OTHER'
  return `payments.add.failure.${code}` as const
}

/**
 * Adding a card: name, number (its network shown as typed), expiry and security code go to the
 * payment provider's tokenizer; the token goes to the platform through the add-card machine,
 * which handles 3-D Secure. What was typed stays on a failure, except the number and code.
 */
export function AddCardPanel(props: {
  customerId: string
  city: CityInfo
  verify: string | undefined
  /** Open at once (no saved card yet). */
  startOpen: boolean
}) {
  const { t } = useTranslation()
  const formId = useId()
  const [carried] = useState(() => takeCardFormCarry(props.verify))
  const cardForm = useCardForm(cardTokenizer, props.city.timezone, carried)
  const actor = useAddCard({
    customerId: props.customerId,
    city: props.city,
    verify: props.verify,
    carry: () => ({ name: cardForm.values.name, expiry: cardForm.values.expiry }),
  })
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  // Until the customer opens or closes it, the form is open when there is no card yet.
  const [chosen, setOpen] = useState<boolean | null>(props.verify !== undefined ? true : null)
  // It stays open while a card is on its way or something has been typed.
  const typed = Object.values(cardForm.values).some((value) => value !== '')
  const open = chosen ?? (props.startOpen || typed || state !== 'idle')

  const working = state === 'adding' || state === 'awaitingChallenge' || state === 'verifying'
  const busy = working || cardForm.tokenizing

  // A card just added closes the form; opening it again starts from a clean one.
  const formShown = open && state !== 'added'

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    void cardForm.submit(({ token, brand }) =>
      actor.send({ type: 'card.tokenized', cardToken: token, cardNetwork: brand }),
    )
  }

  const progress =
    state === 'adding'
      ? t('payments.add.progress.adding')
      : state === 'awaitingChallenge'
        ? t('payments.add.progress.redirecting')
        : state === 'verifying'
          ? t('payments.add.progress.verifying')
          : null

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div aria-live="polite" className={css({ display: 'grid', gap: '3' })}>
        {progress ? <p className={muted}>{progress}</p> : null}
        {state === 'added' ? (
          <FormAlert tone="success" title={t('payments.add.addedTitle')}>
            <p>{t('payments.add.added')}</p>
          </FormAlert>
        ) : null}
      </div>
      {failure && state === 'timedOut' ? (
        <FormAlert tone="info" title={t('payments.add.failure.THREE_DS_TIMEOUT')}>
          <p>{t('payments.add.timedOutBody')}</p>
          <div>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => actor.send({ type: 'check.again' })}
            >
              {t('payments.add.checkAgain')}
            </button>
          </div>
        </FormAlert>
      ) : failure ? (
        <FormAlert tone="error" title={t('payments.add.failedTitle')}>
          <p>{t(addCardFailureKey(failure))}</p>
        </FormAlert>
      ) : null}
      {formShown ? (
        <form
          id={formId}
          noValidate
          onSubmit={onSubmit}
          aria-label={t('payments.add.formLabel')}
          className={css({ display: 'grid', gap: '3' })}
        >
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <CardBrandLogo brand={cardForm.brand} />
            <span className={muted} aria-live="polite">
              {cardForm.brand === 'UNKNOWN'
                ? t('payments.add.brandUnknown')
                : t('payments.add.brandDetected', { brand: t(`cards.brands.${cardForm.brand}`) })}
            </span>
          </div>
          <NewCardFields form={cardTokenizer ? cardForm : null} disabled={busy} />
          <div className={actions}>
            <button type="submit" className={button()} disabled={busy || !cardTokenizer}>
              {busy ? t('payments.add.saving') : t('payments.add.save')}
            </button>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              disabled={busy}
              onClick={() => {
                cardForm.reset()
                actor.send({ type: 'reset' })
                setOpen(false)
              }}
            >
              {t('payments.add.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            aria-expanded={false}
            aria-controls={formId}
            disabled={working}
            onClick={() => {
              cardForm.reset()
              actor.send({ type: 'reset' })
              setOpen(true)
            }}
          >
            {t('payments.add.open')}
          </button>
        </div>
      )}
    </div>
  )
}
