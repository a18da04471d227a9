import { useId, useState } from 'react'
import { rentalSandbox } from '../sandbox-api'
import { SCENARIOS } from '../scenarios'
import { scenarioText } from './catalogue-text'
import * as styles from './panel-styles'
import { failureText } from './panel-text'
import type { SectionProps } from './sandbox-panel'

export function ScenarioSection({
  text,
  language,
  report,
  active,
}: SectionProps & { active: string | null }) {
  const titleId = useId()
  const selectId = useId()
  const descriptionId = useId()
  const [selected, setSelected] = useState<string>(active ?? SCENARIOS[0].id)
  const [busy, setBusy] = useState(false)
  const scenario = scenarioText(selected, language)
  const activeTitle = active === null ? undefined : scenarioText(active, language)?.title

  const apply = () => {
    setBusy(true)
    report(text.applying)
    // Applying ends with a navigation or reload, so only a failure comes back here.
    rentalSandbox.applyScenario(selected).catch((error: unknown) => {
      setBusy(false)
      report(failureText(text, error))
    })
  }

  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        <label htmlFor={selectId}>{text.scenario}</label>
      </h3>
      {activeTitle && (
        <p>
          {text.activeScenario} <bdi>{activeTitle}</bdi>
        </p>
      )}
      <div className={styles.field}>
        <select
          id={selectId}
          className={styles.select}
          value={selected}
          aria-describedby={descriptionId}
          onChange={(event) => setSelected(event.target.value)}
        >
          {SCENARIOS.map((option) => (
            <option key={option.id} value={option.id}>
              {scenarioText(option.id, language)?.title}
            </option>
          ))}
        </select>
        <p id={descriptionId} className={styles.note}>
          {scenario?.description}
        </p>
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.primaryButton} disabled={busy} onClick={apply}>
          {text.apply}
        </button>
      </div>
    </div>
  )
}
