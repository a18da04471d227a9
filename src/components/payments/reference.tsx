import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import { RefCode } from '../ui/ref-code'

/** "Booking reference: RNT-…", the reference kept whole on one line in either direction. */
export function Reference(props: { reference: string }) {
  const { t } = useTranslation()
  return (
    <p>
      {t('booking.checkout.reference')}{' '}
      <RefCode className={css({ fontWeight: 'semibold' })}>{props.reference}</RefCode>
    </p>
  )
}
