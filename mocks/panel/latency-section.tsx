import { useId } from 'react'
import { rentalSandbox } from '../sandbox-api'
import * as styles from './panel-styles'
import type { PanelText } from './panel-text'

const LATENCIES = [0, 300, 1000, 2500]

export function LatencySection({ text, latencyMs }: { text: PanelText; latencyMs: number }) {
  const titleId = useId()
  const selectId = useId()
  // A latency set through the window API is shown even when it is not one of the presets.
  const options = LATENCIES.includes(latencyMs)
    ? LATENCIES
    : [...LATENCIES, latencyMs].sort((a, b) => a - b)
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        <label htmlFor={selectId}>{text.latency}</label>
      </h3>
      <div className={styles.field}>
        <select
          id={selectId}
          className={styles.select}
          value={latencyMs}
          onChange={(event) => rentalSandbox.setLatency(Number(event.target.value))}
        >
          {options.map((ms) => (
            <option key={ms} value={ms}>
              {text.latencyValue(ms)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
