import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { useTypedCard } from '../../../components/cards/use-typed-card'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { AddCardOutput, AddCardStep } from '../../../../machines/cards/add-card.machine'
import { cardFields } from '../../../card-fields/build-card-fields'
import { CardBrandLogo } from '../../../components/cards/card-brand-logo'
import { NewCardFields } from '../../../components/cards/new-card-fields'
import { useCardForm } from '../../../components/cards/use-card-form'
import { FormAlert } from '../../../components/ui/form-alert'
import { madaApplies } from '../../../domain/cards'
import type { CityInfo } from '../../../domain/cities'
import { failureMessageKey } from '../../../components/failure-messages'
import { EMPTY_CARRY, readPaymentReturn } from '../../../lib/payment-return'
import { useAddCard, useAddCardAttempt } from '../hooks/use-add-card'
import { actions, muted } from './payment-styles'

/**
 * Adding a card: name, number (its network shown as typed), expiry and security code go to the
 * payment provider's tokenizer; the token goes to the platform through the add-card machine,
 * which handles 3-D Secure. What was typed stays on a failure, except the number and code.
 */
export function AddCardPanel(props: {
  customerId: string
  city: CityInfo
  /** Back from the bank's page: its return record says which card to verify. */
  returned: boolean
  /** Open at once (no saved card yet). */
  startOpen: boolean
}) {
  const { t } = useTranslation()
  const formId = useId()
  const [record] = useState(() => (props.returned ? readPaymentReturn({ kind: 'cards' }) : null))
  const cardForm = useCardForm(cardFields, props.city.timezone, record?.form ?? EMPTY_CARRY)
  const typedRef = useTypedCard()
  const { name, expiry } = cardForm.values
  useEffect(() => {
    typedRef.current = { name, expiry }
  }, [typedRef, name, expiry])
  const adding = useAddCard({
    customerId: props.customerId,
    city: props.city,
    returned: record,
    typed: typedRef,
  })
  const { stage } = adding
  // Until the customer opens or closes it, the form is open when there is no card yet.
  const [chosen, setOpen] = useState<boolean | null>(record ? true : null)
  // It stays open while a card is on its way or something has been typed.
  const typedAny = Object.values(cardForm.values).some((value) => value !== '')
  const open = chosen ?? (props.startOpen || typedAny || stage.kind !== 'idle')

  const working = stage.kind === 'running' || stage.kind === 'leaving'
  const busy = working || cardForm.tokenizing

  // A card just added closes the form; opening it again starts from a clean one.
  const formShown = open && stage.kind !== 'added'

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    void cardForm.submit(({ token, brand }) => adding.add(token, brand))
  }

  const progress =
    stage.kind === 'leaving'
      ? t('payments.add.progress.redirecting')
      : stage.kind !== 'running'
        ? null
        : stage.step.kind === 'add'
          ? t('payments.add.progress.adding')
          : t('payments.add.progress.verifying')

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div aria-live="polite" className={css({ display: 'grid', gap: '3' })}>
        {progress ? <p className={muted}>{progress}</p> : null}
        {stage.kind === 'running' ? (
          <AddCardAttempt
            key={stage.attempt}
            customerId={props.customerId}
            city={props.city}
            step={stage.step}
            onSettled={adding.settle}
          />
        ) : null}
        {stage.kind === 'added' ? (
          <FormAlert tone="success" title={t('payments.add.addedTitle')}>
            <p>{t('payments.add.added')}</p>
          </FormAlert>
        ) : null}
      </div>
      {stage.kind === 'pending' ? (
        <FormAlert tone="info" title={t('payments.add.failure.THREE_DS_TIMEOUT')}>
          <p>{t('payments.add.timedOutBody')}</p>
          <div>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => adding.checkAgain(stage.paymentMethodId)}
            >
              {t('payments.add.checkAgain')}
            </button>
          </div>
        </FormAlert>
      ) : stage.kind === 'failed' ? (
        <FormAlert tone="error" title={t('payments.add.failedTitle')}>
          <p>{t(failureMessageKey(stage.failure, 'card'))}</p>
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
          <NewCardFields
            form={cardFields ? cardForm : null}
            fields={cardFields}
            disabled={busy}
            mada={madaApplies(props.city.code)}
          />
          <div className={actions}>
            <button
              type="submit"
              className={button()}
              disabled={busy || !cardFields || cardForm.hostedStatus === 'unavailable'}
            >
              {busy ? t('payments.add.saving') : t('payments.add.save')}
            </button>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              disabled={busy}
              onClick={() => {
                cardForm.reset()
                adding.reset()
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
              adding.reset()
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

/** One run of the add-card machine, while it runs. */
function AddCardAttempt(props: {
  customerId: string
  city: CityInfo
  step: AddCardStep
  onSettled: (outcome: AddCardOutput) => void
}) {
  useAddCardAttempt(props, props.onSettled)
  return null
}
