import { useTranslation } from '../../i18n/use-translation'
import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { FormAlert } from '../ui/form-alert'
import { Skeleton } from '../ui/skeleton'
import { Reference } from './reference'

// A payment's stopping points that are not the form itself: each says where the customer is and
// what they can do next.

export function OptionsLoading() {
  const { t } = useTranslation()
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Skeleton className={css({ height: '76px' })} />
      <Skeleton className={css({ height: '76px' })} />
      <Skeleton className={css({ height: '44px', width: '50%' })} />
      <p role="status" className={css({ srOnly: true })}>
        {t('booking.checkout.loadingOptions')}
      </p>
    </div>
  )
}

export function OptionsFailed(props: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <FormAlert tone="error" title={t('booking.checkout.optionsFailed')}>
      <p>{props.message}</p>
      <button
        type="button"
        className={cx(button({ variant: 'outline' }), css({ justifySelf: 'start' }))}
        onClick={props.onRetry}
      >
        {t('common.tryAgain')}
      </button>
    </FormAlert>
  )
}

/**
 * SPEC §9: a wallet, or a bank approving a new card, has not answered within the polling window.
 * The booking exists, unpaid, and keeps its reference; nothing has been charged.
 */
export function PaymentPending(props: {
  waitingFor: 'wallet' | 'card'
  reference: string
  onCheck: () => void
  onPayAnotherWay?: (() => void) | undefined
}) {
  const { t } = useTranslation()
  const card = props.waitingFor === 'card'
  return (
    <FormAlert
      tone="info"
      title={t(card ? 'booking.checkout.cardPendingTitle' : 'booking.checkout.processingTitle')}
    >
      <p>{t(card ? 'booking.checkout.cardPendingBody' : 'booking.checkout.processingBody')}</p>
      <Reference reference={props.reference} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <button type="button" className={button({ variant: 'outline' })} onClick={props.onCheck}>
          {t('booking.checkout.checkAgain')}
        </button>
        {props.onPayAnotherWay ? (
          <button
            type="button"
            className={button({ variant: 'ghost' })}
            onClick={props.onPayAnotherWay}
          >
            {t('booking.checkout.payAnotherWay')}
          </button>
        ) : null}
      </div>
    </FormAlert>
  )
}
