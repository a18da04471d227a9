import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import { monthGrid, shiftDays, startOfWeek } from '../../domain/calendar'
import { WEEK_START_DAY } from '../../domain/locales'
import { weekdayOrder } from '../../domain/week'
import { compareDates } from '../../domain/rental-period'
import { useFormatters } from '../../i18n/use-formatters'
import { useLocale } from '../../i18n/use-locale'

const table = css({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' })

const headCell = css({
  paddingBlock: '2',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textAlign: 'center',
})

const day = css({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  minHeight: '44px',
  borderRadius: 'control',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  color: 'fg.default',
  // Not on a chosen day (its white number would sit on the pale hover colour) or one out of reach.
  '&:hover:not([aria-pressed=true], [aria-disabled=true])': { bg: 'bg.subtle' },
  '&[data-in-range=true]': { bg: 'bg.brandSubtle', borderRadius: '0' },
  '&[aria-pressed=true]': { bg: 'bg.brand', color: 'fg.onBrand', fontWeight: 'bold' },
  '&[aria-disabled=true]': {
    color: 'fg.subtle',
    textDecoration: 'line-through',
    cursor: 'not-allowed',
    bg: 'transparent',
  },
  '&[data-today=true]': { textDecoration: 'underline', textUnderlineOffset: '3px' },
  // A day the car is booked, or the city is closed, reads as taken, not merely out of reach.
  '&[aria-disabled=true][data-booked=true]': { bg: 'bg.subtle', color: 'fg.muted' },
  '&[aria-disabled=true][data-closed=true]': { bg: 'bg.subtle', color: 'fg.muted' },
})

export interface DayState {
  disabled: boolean
  /** The car is already booked that day (announced as such). */
  booked: boolean
  /** A public holiday in the city: closed for pick-ups and returns (announced as such). */
  closed: boolean
  role: 'start' | 'end' | undefined
  inRange: boolean
}

/**
 * One month, weeks starting on Sunday (SPEC §9). Days are buttons: arrow keys move by day and
 * week (mirrored in right-to-left), Page Up/Down by month, Home/End to the week's ends. Days
 * that cannot be chosen stay focusable and are announced as unavailable, or as booked when the
 * car is.
 */
export function MonthGrid(props: {
  month: string
  focused: string
  today: string
  dayState: (date: string) => DayState
  onFocusDate: (date: string) => void
  onMoveMonth: (months: number) => void
  onChoose: (date: string) => void
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { direction } = useLocale()
  const container = useRef<HTMLTableElement>(null)
  const keyboardMove = useRef(false)

  useEffect(() => {
    if (!keyboardMove.current) return
    keyboardMove.current = false
    container.current?.querySelector<HTMLElement>(`[data-date="${props.focused}"]`)?.focus()
  }, [props.focused, props.month])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const forward = direction === 'rtl' ? -1 : 1
    const moves: Record<string, () => string> = {
      ArrowRight: () => shiftDays(date, forward),
      ArrowLeft: () => shiftDays(date, -forward),
      ArrowDown: () => shiftDays(date, 7),
      ArrowUp: () => shiftDays(date, -7),
      Home: () => startOfWeek(date, WEEK_START_DAY),
      End: () => shiftDays(startOfWeek(date, WEEK_START_DAY), 6),
    }
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault()
      keyboardMove.current = true
      props.onMoveMonth(event.key === 'PageDown' ? 1 : -1)
      return
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    keyboardMove.current = true
    props.onFocusDate(move())
  }

  const weeks = monthGrid(props.month, WEEK_START_DAY)
  return (
    <table ref={container} className={table}>
      <caption aria-live="polite" className={css({ fontWeight: 'bold', paddingBlockEnd: '2' })}>
        {format.month(props.month)}
      </caption>
      <thead>
        <tr>
          {weekdayOrder(WEEK_START_DAY).map((index) => (
            <th key={index} scope="col" abbr={format.weekday(index, 'long')} className={headCell}>
              {format.weekdayColumn(index)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((date, column) =>
              date === null ? (
                <td key={column} />
              ) : (
                <td key={date} className={css({ padding: '0.5' })}>
                  <DayButton
                    date={date}
                    state={props.dayState(date)}
                    focused={date === props.focused}
                    today={compareDates(date, props.today) === 0}
                    label={format.fullDate(date)}
                    unavailable={t('calendar.unavailable')}
                    booked={t('calendar.booked')}
                    closed={t('calendar.closed')}
                    roleLabel={(role) =>
                      t(role === 'start' ? 'calendar.pickupDay' : 'calendar.returnDay')
                    }
                    onKeyDown={(event) => onKeyDown(event, date)}
                    onFocus={() => props.onFocusDate(date)}
                    onChoose={() => props.onChoose(date)}
                  />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function DayButton(props: {
  date: string
  state: DayState
  focused: boolean
  today: boolean
  label: string
  unavailable: string
  booked: string
  closed: string
  roleLabel: (role: 'start' | 'end') => string
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
  onFocus: () => void
  onChoose: () => void
}) {
  const { state } = props
  const format = useFormatters()
  const parts = [props.label]
  if (state.role) parts.push(props.roleLabel(state.role))
  if (state.booked) parts.push(props.booked)
  else if (state.closed) parts.push(props.closed)
  else if (state.disabled) parts.push(props.unavailable)
  return (
    <button
      type="button"
      data-date={props.date}
      className={day}
      tabIndex={props.focused ? 0 : -1}
      aria-label={format.label(parts)}
      aria-pressed={state.role !== undefined}
      aria-disabled={state.disabled}
      data-in-range={state.inRange && state.role === undefined}
      data-today={props.today}
      data-booked={state.booked}
      data-closed={state.closed}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
      onClick={() => {
        if (!state.disabled) props.onChoose()
      }}
    >
      {Number(props.date.slice(8))}
    </button>
  )
}
