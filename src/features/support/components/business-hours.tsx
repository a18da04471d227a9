import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { WEEKDAYS } from '../../../api/schemas/common'
import type { CitySettings } from '../../../api/schemas/configuration'
import { WEEK_START_DAY } from '../../../domain/locales'
import { weekdayOrder } from '../../../domain/week'
import { useFormatters } from '../../../i18n/use-formatters'

const list = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: '0', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
})

/** The city's customer-service hours, week starting on Sunday, in city time. */
export function BusinessHours(props: {
  hours: CitySettings['customerServiceInfo']['businessHours']
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  return (
    <dl className={list}>
      {weekdayOrder(WEEK_START_DAY).map((index) => {
        const weekday = WEEKDAYS[index] ?? 'SUNDAY'
        const range = props.hours[weekday]
        return (
          <div key={weekday} className={css({ display: 'contents' })}>
            <dt>{format.weekday(index, 'long')}</dt>
            <dd>
              {range ? (
                <bdi>
                  {range.start}–{range.end}
                </bdi>
              ) : (
                t('support.closed')
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
