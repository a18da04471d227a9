import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { AnalyticsSection } from './analytics-section'
import { ClockSection } from './clock-section'
import { DataSection } from './data-section'
import { FlagsSection } from './flags-section'
import { FaultsSection } from './faults-section'
import { LatencySection } from './latency-section'
import * as styles from './panel-styles'
import { panelText, usePanelLanguage, type PanelLanguage, type PanelText } from './panel-text'
import { PersonaSection } from './persona-section'
import { ScenarioSection } from './scenario-section'
import { useControls } from './use-controls'
import { PHONE_QUERY, watchNavigation } from './watch-navigation'

// The sandbox's control panel: a disclosure at the bottom inline-end corner. It is not modal
// (the app stays usable beside it); Escape closes it and gives focus back to the toggle.

const OPEN_KEY = 'rental-sandbox/panel-open'
export const PANEL_ID = 'rental-sandbox-panel'

function initiallyOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === 'true'
  } catch {
    return false
  }
}

function rememberOpen(open: boolean): void {
  try {
    sessionStorage.setItem(OPEN_KEY, String(open))
  } catch {
    // Storage blocked: the panel just starts collapsed next time.
  }
}

/** Shared by the sections: reports progress and failures in the panel's live region. */
export interface SectionProps {
  text: PanelText
  language: PanelLanguage
  report: (message: string) => void
}

export function SandboxPanel() {
  const language = usePanelLanguage()
  const text = panelText(language)
  const controls = useControls()
  const [open, setOpen] = useState(initiallyOpen)
  const [message, setMessage] = useState('')
  const toggleRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  const setPanelOpen = (next: boolean) => {
    setOpen(next)
    rememberOpen(next)
    if (!next) setMessage('')
  }

  const close = () => {
    setPanelOpen(false)
    toggleRef.current?.focus()
  }

  // On a phone the sheet covers the lower half of the page: it gets out of the way when the
  // app moves to another page (focus stays where the app puts it).
  useEffect(() => {
    if (!open) return undefined
    const phone = window.matchMedia(PHONE_QUERY)
    return watchNavigation(() => {
      if (!phone.matches) return
      setOpen(false)
      rememberOpen(false)
      setMessage('')
    })
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
    }
  }

  const faults = controls.faults.length
  return (
    <div className={styles.dock} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setPanelOpen(!open)}
      >
        {text.toggle}
        {faults > 0 && <span className={styles.toggleBadge}>{text.faultCount(faults)}</span>}
      </button>
      <section id={PANEL_ID} aria-labelledby={titleId} className={styles.panel} hidden={!open}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {text.title}
          </h2>
          <button type="button" className={styles.button} onClick={close}>
            {text.close}
          </button>
        </div>
        {open && (
          <>
            <PersonaSection text={text} language={language} report={setMessage} />
            <ScenarioSection
              text={text}
              language={language}
              report={setMessage}
              active={controls.scenario}
            />
            <FaultsSection text={text} faults={controls.faults} />
            <LatencySection text={text} latencyMs={controls.latencyMs} />
            <ClockSection text={text} language={language} offsetMs={controls.clockOffsetMs} />
            <FlagsSection text={text} language={language} report={setMessage} />
            <DataSection text={text} language={language} report={setMessage} />
            <AnalyticsSection text={text} />
          </>
        )}
        <p role="status" className={styles.status}>
          {message}
        </p>
      </section>
    </div>
  )
}
