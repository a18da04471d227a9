import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import { ErrorMark } from '../../../components/ui/form-field'
import { CheckIcon } from '../../../components/ui/icons'
import type { BookingSnapshot, SendBooking } from './booking-view'

const MAX_LENGTH = 40

const controls = css({ display: 'flex', gap: '2', alignItems: 'stretch' })

const message = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '1.5',
  minHeight: '1.5em',
  fontSize: 'sm',
  fontWeight: 'medium',
})

const tone = {
  good: css({ color: 'fg.success' }),
  bad: css({ color: 'fg.danger' }),
  neutral: css({ color: 'fg.muted' }),
}

/**
 * A coupon code, sent with the next quote. The platform says what became of it; a refused code
 * changes nothing in the price (the total is the platform's), so only an applied code offers
 * "Remove": a refused one stays in the field to be corrected.
 */
export function CouponField(props: { snapshot: BookingSnapshot; send: SendBooking }) {
  const { t } = useTranslation()
  const id = useId()
  const { trip, quote } = props.snapshot.context
  const [text, setText] = useState(trip.couponCode ?? '')
  const [empty, setEmpty] = useState(false)
  const applied = trip.couponCode
  const result = applied && quote?.coupon ? quote.coupon : null
  const pricing =
    props.snapshot.matches({ trip: { price: 'debouncing' } }) ||
    props.snapshot.matches({ trip: { price: 'pricing' } })
  const status = empty
    ? { kind: 'bad' as const, text: t('booking.coupon.empty') }
    : !applied
      ? null
      : result === null
        ? pricing
          ? { kind: 'neutral' as const, text: t('booking.coupon.checking') }
          : null
        : {
            kind: result.status === 'APPLIED' ? ('good' as const) : ('bad' as const),
            text: t(`booking.coupon.status.${result.status}`, { code: result.code }),
          }

  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '1.5' })}
      onSubmit={(event) => {
        event.preventDefault()
        const code = text.trim()
        setEmpty(code === '')
        if (code !== '') props.send({ type: 'trip.coupon', code })
      }}
    >
      <label htmlFor={`${id}-code`} className={css({ fontWeight: 'semibold' })}>
        {t('booking.coupon.label')}
      </label>
      <div className={controls}>
        <input
          id={`${id}-code`}
          className={field()}
          value={text}
          maxLength={MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-status`}
          aria-invalid={status?.kind === 'bad' ? true : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setEmpty(false)
          }}
        />
        <button type="submit" className={button({ variant: 'outline' })}>
          {t('booking.coupon.apply')}
        </button>
      </div>
      <div
        id={`${id}-status`}
        role="status"
        className={cx(message, status ? tone[status.kind] : undefined)}
      >
        {status ? (
          <>
            {status.kind === 'good' ? <CheckIcon /> : status.kind === 'bad' ? <ErrorMark /> : null}
            <span>{status.text}</span>
          </>
        ) : null}
      </div>
      {result?.status === 'APPLIED' ? (
        <button
          type="button"
          className={cx(
            button({ variant: 'ghost', size: 'sm' }),
            css({ justifySelf: 'start', minHeight: '44px' }),
          )}
          onClick={() => {
            setText('')
            props.send({ type: 'trip.coupon', code: null })
          }}
        >
          {t('booking.coupon.remove', { code: applied })}
        </button>
      ) : null}
    </form>
  )
}
