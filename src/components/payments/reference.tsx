import { useTranslation } from 'react-i18next'
import { css } from '../../../styled-system/css'

/** "Booking reference: RNT-…", the reference kept whole on one line in either direction. */
export function Reference(props: { reference: string }) {
  const { t } = useTranslation()
  return (
    <p>
      {t('booking.checkout.reference')}{' '}
      <bdi className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{props.reference}</bdi>
    </p>
  )
}
