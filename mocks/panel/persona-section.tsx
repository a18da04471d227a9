import { useId, useState } from 'react'
import { rentalSandbox } from '../sandbox-api'
import { SANDBOX_LOGINS } from '../sandbox-session'
import { personaShows } from './catalogue-text'
import * as styles from './panel-styles'
import { failureText } from './panel-text'
import type { SectionProps } from './sandbox-panel'
import { useSessionEmail } from './use-session-email'

export function PersonaSection({ text, language, report }: SectionProps) {
  const titleId = useId()
  const selectId = useId()
  const showsId = useId()
  const current = useSessionEmail()
  // Until the tester picks someone, the select shows who is logged in.
  const [choice, setChoice] = useState<string | undefined>(undefined)
  const selected = choice ?? current ?? SANDBOX_LOGINS[0]?.email ?? ''
  const [busy, setBusy] = useState(false)
  const shows = personaShows(selected, language)

  const run = (action: () => Promise<void>, progress: string) => {
    setBusy(true)
    report(progress)
    action().catch((error: unknown) => {
      setBusy(false)
      report(failureText(text, error))
    })
  }

  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        <label htmlFor={selectId}>{text.persona}</label>
      </h3>
      <p>
        {current === undefined && text.checking}
        {current === null && text.notLoggedIn}
        {current && (
          <>
            {text.loggedInAs} <bdi>{current}</bdi>
          </>
        )}
      </p>
      <div className={styles.field}>
        <select
          id={selectId}
          className={styles.select}
          value={selected}
          aria-describedby={showsId}
          onChange={(event) => setChoice(event.target.value)}
        >
          {SANDBOX_LOGINS.map((login) => (
            <option key={login.email} value={login.email}>
              {login.rideApp ? text.rideAppUser : login.email}
            </option>
          ))}
        </select>
        <p id={showsId} className={styles.note}>
          {shows}
        </p>
      </div>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.primaryButton}
          disabled={busy}
          onClick={() => run(() => rentalSandbox.loginAs(selected), text.loggingIn)}
        >
          {text.loginAs}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={busy || current === null}
          onClick={() => run(() => rentalSandbox.logout(), text.logout)}
        >
          {text.logout}
        </button>
      </div>
    </div>
  )
}
