import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { FormAlert } from '../../../components/ui/form-alert'
import type { LinkDateChange } from '../../../domain/link-dates'
import { useFormatters } from '../../../i18n/use-formatters'

/**
 * What was changed in the dates of the link that opened the booking, and why, so no date is
 * rewritten without a word. `dates` are the trip's dates; the page passes no changes once the
 * trip has others.
 */
export function LinkDatesNotice(props: {
  changes: readonly LinkDateChange[]
  dates: { from: string; to: string }
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  if (props.changes.length === 0) return null
  const from = format.plainDay(props.dates.from)
  const to = format.plainDay(props.dates.to)
  return (
    <FormAlert tone="info" title={t('booking.linkDates.title')}>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {props.changes.map((change) => (
          <li key={change}>{t(`booking.linkDates.${change}`, { from, to })}</li>
        ))}
      </ul>
    </FormAlert>
  )
}
