import { useEffect, useId, useState } from 'react'
import { sandboxNow } from '../lib/controls'
import { rentalSandbox } from '../sandbox-api'
import * as styles from './panel-styles'
import { intlLocale, type PanelLanguage, type PanelText } from './panel-text'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** Re-renders now and then so the shown time moves on; a minute's precision is enough. */
function useTicker(intervalMs: number): void {
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
}

export function ClockSection({
  text,
  language,
  offsetMs,
}: {
  text: PanelText
  language: PanelLanguage
  offsetMs: number
}) {
  const titleId = useId()
  useTicker(10_000)
  const now = sandboxNow()
  const shown = new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(now)
  const offsetHours = Math.round(offsetMs / (HOUR_MS / 10)) / 10
  const moves = [
    { label: text.minusDay, ms: -DAY_MS },
    { label: text.plusHour, ms: HOUR_MS },
    { label: text.plusDay, ms: DAY_MS },
    { label: text.plusWeek, ms: 7 * DAY_MS },
  ]
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        {text.clock}
      </h3>
      <p>
        {text.sandboxTime}: <time dateTime={new Date(now).toISOString()}>{shown}</time>
        <br />
        <span className={styles.muted}>
          {offsetHours === 0 ? text.realTime : text.offset(offsetHours)}
        </span>
      </p>
      <div className={styles.row}>
        {moves.map((move) => (
          <button
            key={move.label}
            type="button"
            className={styles.button}
            onClick={() => rentalSandbox.moveClock(move.ms)}
          >
            {move.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.button}
          disabled={offsetMs === 0}
          onClick={() => rentalSandbox.setClockOffset(0)}
        >
          {text.now}
        </button>
      </div>
    </div>
  )
}
