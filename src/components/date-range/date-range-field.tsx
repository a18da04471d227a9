import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { field } from '../../../styled-system/recipes'
import { CalendarIcon } from '../ui/icons'
import type { RentalDates, RentalRules } from '../../domain/rental-period'
import { formatPlainDayRange } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import type { CalendarListing } from '../../api/queries/use-booked-days'
import { loadRentalPeriod } from './use-rental-period'
import { fieldLabel } from '../ui/field-label'

const loadDialog = () => import('./date-range-dialog')
// The calendar (and Temporal with it) loads on first use; pointing at the button starts it.
const DateRangeDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.DateRangeDialog })),
)
const warmUp = () => {
  void loadDialog()
  void loadRentalPeriod()
}

/**
 * The rental dates as a button that opens the calendar; "Add dates" while there are none. For
 * one car (`listing`), the calendar shows the days it is booked and keeps a rental off them.
 */
export function DateRangeField(props: {
  dates: RentalDates
  rules: RentalRules
  listing?: CalendarListing
  onChange: (dates: RentalDates) => void
}) {
  const { t } = useTranslation()
  const { language } = useLocale()
  const labelId = useId()
  const buttonId = useId()
  const [open, setOpen] = useState(false)
  // A fresh calendar each time it opens, starting from the dates in use.
  const [opened, setOpened] = useState(0)
  const { from, to } = props.dates
  return (
    <div>
      <span id={labelId} className={fieldLabel}>
        {t('filters.dates.label')}
      </span>
      <button
        id={buttonId}
        type="button"
        className={field({ kind: 'trigger' })}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-haspopup="dialog"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => {
          setOpened((count) => count + 1)
          setOpen(true)
        }}
      >
        <CalendarIcon />
        {from && to ? (
          <bdi>{formatPlainDayRange(from, to, language)}</bdi>
        ) : (
          <span>{t('filters.dates.add')}</span>
        )}
      </button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <DateRangeDialog
            key={opened}
            open={open}
            onClose={() => setOpen(false)}
            dates={props.dates}
            rules={props.rules}
            listing={props.listing}
            onApply={props.onChange}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
