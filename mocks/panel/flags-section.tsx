import { useEffect, useId, useState } from 'react'
import { db } from '../db'
import { featureStates, type FeatureState } from '../lib/features'
import { findUserByEmail } from '../lib/users'
import { rentalSandbox } from '../sandbox-api'
import * as styles from './panel-styles'
import { failureText, type PanelText } from './panel-text'
import type { SectionProps } from './sandbox-panel'
import { useSessionEmail } from './use-session-email'

// SPEC §6 feature flags: everyone's default as a checkbox and, with someone logged in, that
// account's own setting as a radio group (follow the default, on, off). The app reloads its
// flags after each change (rentalSandbox.setFeature announces it).

/** Re-renders whenever a flag changes, here or through the console and the control endpoint. */
function useFlagsVersion(): number {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const stop = new AbortController()
    const bump = () => setVersion((current) => current + 1)
    for (const hook of ['create', 'update', 'delete'] as const) {
      db.features.hooks.on(hook, bump, { signal: stop.signal })
    }
    return () => stop.abort()
  }, [])
  return version
}

type Choice = 'default' | 'on' | 'off'

function choiceOf(override: boolean | null): Choice {
  if (override === null) return 'default'
  return override ? 'on' : 'off'
}

const CHOICE_VALUES: Record<Choice, boolean | null> = { default: null, on: true, off: false }

interface FlagProps {
  text: PanelText
  flag: FeatureState
  email: string | null
  busy: boolean
  change: (enabled: boolean | null, email?: string) => void
}

function Flag({ text, flag, email, busy, change }: FlagProps) {
  const radioName = useId()
  const name = text.flagNames[flag.key]
  const inForce = email ? (flag.override ?? flag.enabled) : flag.enabled
  const choices: { value: Choice; label: string }[] = [
    { value: 'default', label: text.followDefault(flag.enabled) },
    { value: 'on', label: text.flagOn },
    { value: 'off', label: text.flagOff },
  ]
  return (
    <fieldset className={styles.flag}>
      <legend className={styles.label}>{name}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={flag.enabled}
          disabled={busy}
          onChange={(event) => change(event.target.checked)}
        />
        {text.flagDefault}
      </label>
      {email && (
        <fieldset className={styles.flagOverride}>
          <legend className={styles.muted}>
            {text.flagOnlyFor} <bdi>{email}</bdi>
          </legend>
          {choices.map((choice) => (
            <label key={choice.value} className={styles.check}>
              <input
                type="radio"
                name={radioName}
                value={choice.value}
                checked={choiceOf(flag.override) === choice.value}
                disabled={busy}
                onChange={() => change(CHOICE_VALUES[choice.value], email)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      <p className={styles.note}>{text.inForce(inForce, email)}</p>
    </fieldset>
  )
}

export function FlagsSection({ text, report }: SectionProps) {
  const titleId = useId()
  // undefined while the session is being read, null when nobody is logged in.
  const session = useSessionEmail()
  const email = session ?? null
  const userId = email === null ? undefined : findUserByEmail(email)?.userId
  useFlagsVersion()
  const flags = featureStates(userId)
  const [busy, setBusy] = useState(false)

  const change = (flag: FeatureState, enabled: boolean | null, forEmail?: string) => {
    setBusy(true)
    report(text.flagSaving)
    rentalSandbox
      .setFeature(flag.key, enabled, forEmail === undefined ? {} : { email: forEmail })
      .then(
        () => report(text.flagSaved(text.flagNames[flag.key])),
        (error: unknown) => report(failureText(text, error)),
      )
      .finally(() => setBusy(false))
  }

  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        {text.flags}
      </h3>
      {session === null && <p className={styles.note}>{text.flagsLogIn}</p>}
      {flags.map((flag) => (
        <Flag
          key={flag.key}
          text={text}
          flag={flag}
          email={userId === undefined ? null : email}
          busy={busy}
          change={(enabled, forEmail) => change(flag, enabled, forEmail)}
        />
      ))}
    </div>
  )
}
