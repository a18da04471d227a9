import { useEffect, useId, useRef, useState } from 'react'
import { rentalSandbox } from '../sandbox-api'
import * as styles from './panel-styles'
import { failureText } from './panel-text'
import type { SectionProps } from './sandbox-panel'

/** "Reset all data" asks for confirmation inside the panel (no window.confirm). */
export function DataSection({ text, report }: SectionProps) {
  const titleId = useId()
  const warningId = useId()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const resetRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  // Focus follows the step: to Cancel (the safe choice) when asked, back to the button after.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus()
    else if (wasConfirming.current) resetRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  const reset = () => {
    setBusy(true)
    report(text.resetting)
    rentalSandbox.reset().catch((error: unknown) => {
      setBusy(false)
      report(failureText(text, error))
    })
  }

  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        {text.data}
      </h3>
      {confirming ? (
        <div className={styles.confirm}>
          <p id={warningId}>{text.resetWarning}</p>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.dangerButton}
              aria-describedby={warningId}
              disabled={busy}
              onClick={reset}
            >
              {text.confirmReset}
            </button>
            <button
              ref={cancelRef}
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              {text.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          <button
            ref={resetRef}
            type="button"
            className={styles.dangerButton}
            onClick={() => setConfirming(true)}
          >
            {text.resetAll}
          </button>
        </div>
      )}
    </div>
  )
}
