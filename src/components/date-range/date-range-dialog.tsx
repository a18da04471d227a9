import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import { button, field } from '../../../styled-system/recipes'
import { ChevronNextIcon, ChevronPrevIcon } from '../ui/icons'
import { ModalDialog } from '../ui/modal-dialog'
import {
  DAILY_RETURN_TIME,
  daysBetween,
  MONTHLY_RETURN_TIME,
  PICKUP_TIME,
  type RentalDates,
  type RentalRules,
} from '../../domain/rental-period'
import { useFormatters } from '../../i18n/use-formatters'
import { MAX_MONTHS, useDateRangeSelection } from './use-date-range-selection'
import { fieldLabel } from '../ui/field-label'
import { MonthGrid } from './month-grid'
import type { CalendarListing } from '../../api/queries/use-booked-days'

const navButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
})

const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  paddingInline: '5',
  paddingBlock: '4',
  borderBlockStartWidth: '1px',
  borderColor: 'border.default',
})

/**
 * Pick-up and return days in the city's calendar. Daily: choose the pick-up day, then the
 * return day. Monthly: choose the pick-up day and a number of months. With a `listing`, the
 * days that car is booked cannot be chosen or spanned.
 */
export function DateRangeDialog(props: {
  open: boolean
  onClose: () => void
  dates: RentalDates
  rules: RentalRules
  listing?: CalendarListing | undefined
  onApply: (dates: RentalDates) => void
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const selection = useDateRangeSelection(props.dates, props.rules, props.listing)
  const { monthly, from, to, month, months, minMonths, bookedFrom } = selection

  const complete = from !== undefined && to !== undefined
  const summary = complete
    ? `${format.plainDay(from)} – ${format.plainDay(to)}`
    : t(from ? 'calendar.chooseReturn' : 'calendar.choosePickup')
  const length =
    complete && !monthly ? t('calendar.days', { count: daysBetween(from, to) }) : undefined

  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      title={t('calendar.title')}
      closeLabel={t('calendar.close')}
      initialFocus="td button[tabindex='0']"
      footer={
        <div className={footer}>
          <p
            aria-live="polite"
            className={css({ marginInlineEnd: 'auto', fontWeight: 'semibold' })}
          >
            <bdi>{summary}</bdi>
            {length ? (
              <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> · {length}</span>
            ) : null}
          </p>
          <button
            type="button"
            className={button({ variant: 'ghost' })}
            onClick={() => {
              props.onApply({})
              props.onClose()
            }}
          >
            {t('calendar.clear')}
          </button>
          <button
            type="button"
            className={button()}
            aria-disabled={!complete}
            onClick={() => {
              if (!complete) return
              props.onApply({ from, to })
              props.onClose()
            }}
          >
            {t('calendar.apply')}
          </button>
        </div>
      }
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('calendar.times', {
            pickup: PICKUP_TIME,
            return: monthly ? MONTHLY_RETURN_TIME : DAILY_RETURN_TIME,
          })}
        </p>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
          })}
        >
          <button
            type="button"
            className={navButton}
            aria-label={t('calendar.previousMonth')}
            disabled={!selection.canGoBack}
            onClick={() => selection.moveMonth(-1)}
          >
            <ChevronPrevIcon />
          </button>
          <button
            type="button"
            className={navButton}
            aria-label={t('calendar.nextMonth')}
            disabled={!selection.canGoForward}
            onClick={() => selection.moveMonth(1)}
          >
            <ChevronNextIcon />
          </button>
        </div>
        <MonthGrid
          month={month}
          focused={selection.focused}
          today={selection.today}
          dayState={selection.dayState}
          onFocusDate={selection.focusDate}
          onMoveMonth={selection.moveMonth}
          onChoose={selection.choose}
        />
        {props.listing ? (
          // Present from the start, so the note is announced when it appears.
          <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {bookedFrom
              ? t('calendar.returnBeforeBooking', { date: format.plainDay(bookedFrom) })
              : selection.bookedInView
                ? t('calendar.bookedNote')
                : null}
          </p>
        ) : null}
        <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {selection.closedInView ? t('calendar.closedNote') : null}
        </p>
        {monthly ? (
          <div>
            <label htmlFor="rental-months" className={fieldLabel}>
              {t('calendar.length')}
            </label>
            <select
              id="rental-months"
              className={field({ kind: 'select' })}
              value={months}
              onChange={(event) => selection.chooseMonths(Number(event.target.value))}
            >
              {Array.from(
                { length: MAX_MONTHS - minMonths + 1 },
                (_, index) => index + minMonths,
              ).map((count) => (
                <option key={count} value={count} disabled={!selection.monthsFree(count)}>
                  {t('calendar.months', { count })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
    </ModalDialog>
  )
}
