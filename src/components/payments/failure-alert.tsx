import { useTranslation } from '../../i18n/use-translation'
import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { FormAlert } from '../ui/form-alert'
import { failureMessageKey, type FailureWords } from '../failure-messages'

/** The platform's refusal of a step, in words, with what to do next; it can be dismissed. */
export function FailureAlert(props: {
  failure: FailureWords
  onDismiss: () => void
  /** Takes focus (a failed payment moves the reader to the reason). */
  focus?: boolean
}) {
  const { t } = useTranslation()
  return (
    <FormAlert tone="error" focusOnMount={props.focus ?? false}>
      <p>{t(failureMessageKey(props.failure, 'payment'))}</p>
      <button
        type="button"
        className={cx(
          button({ variant: 'ghost', size: 'sm' }),
          css({ justifySelf: 'start', minHeight: '44px', paddingInline: '2' }),
        )}
        onClick={props.onDismiss}
      >
        {t('booking.failure.dismiss')}
      </button>
    </FormAlert>
  )
}
