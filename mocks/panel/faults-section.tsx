import { useId, useState } from 'react'
import {
  ENDPOINT_FAMILIES,
  FAULT_STATUSES,
  type EndpointFamily,
  type Fault,
  type FaultRule,
} from '../lib/controls'
import { rentalSandbox } from '../sandbox-api'
import * as styles from './panel-styles'
import type { PanelText } from './panel-text'

/** The panel's fault menu; 429 carries Retry-After like a real rate limiter. */
const FAULT_CHOICES: { key: string; fault: Fault }[] = [
  ...FAULT_STATUSES.map((status) => ({
    key: `status-${status}`,
    fault:
      status === 429
        ? { kind: 'status' as const, status, retryAfterSeconds: 2 }
        : { kind: 'status' as const, status },
  })),
  { key: 'delay-3000', fault: { kind: 'delay', ms: 3000 } },
  { key: 'delay-10000', fault: { kind: 'delay', ms: 10_000 } },
  { key: 'network', fault: { kind: 'network' } },
  { key: 'malformed', fault: { kind: 'malformed' } },
]

const COUNTS = ['1', '3', 'cleared'] as const
type Count = (typeof COUNTS)[number]

function isFamily(value: string): value is EndpointFamily {
  return ENDPOINT_FAMILIES.some((family) => family === value)
}

function isCount(value: string): value is Count {
  return COUNTS.some((count) => count === value)
}

export function describeFault(fault: Fault, text: PanelText): string {
  switch (fault.kind) {
    case 'status':
      return fault.retryAfterSeconds === undefined
        ? text.status(fault.status)
        : `${text.status(fault.status)} (${text.retryAfter(fault.retryAfterSeconds)})`
    case 'delay':
      return text.delay(fault.ms / 1000)
    case 'network':
      return text.network
    case 'malformed':
      return text.malformed
  }
}

function describeRule(rule: FaultRule, text: PanelText): string {
  const left = rule.remaining === undefined ? text.untilCleared : text.left(rule.remaining)
  return `${text.familyNames[rule.family]}: ${describeFault(rule.fault, text)}, ${left}`
}

export function FaultsSection({ text, faults }: { text: PanelText; faults: FaultRule[] }) {
  const titleId = useId()
  const listTitleId = useId()
  const familyId = useId()
  const faultId = useId()
  const countId = useId()
  const [family, setFamily] = useState<EndpointFamily>('configuration')
  const [faultKey, setFaultKey] = useState('status-503')
  const [count, setCount] = useState<Count>('1')
  const countLabels: Record<Count, string> = {
    '1': text.nextRequest,
    '3': text.nextThree,
    cleared: text.untilCleared,
  }

  const inject = () => {
    const choice = FAULT_CHOICES.find((candidate) => candidate.key === faultKey)
    if (!choice) return
    rentalSandbox.injectFault({
      family,
      fault: choice.fault,
      remaining: count === 'cleared' ? undefined : Number(count),
    })
  }

  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        {text.faults}
      </h3>
      <div className={styles.fields}>
        <div className={styles.wideField}>
          <label htmlFor={familyId} className={styles.label}>
            {text.family}
          </label>
          <select
            id={familyId}
            className={styles.select}
            value={family}
            onChange={(event) => isFamily(event.target.value) && setFamily(event.target.value)}
          >
            {ENDPOINT_FAMILIES.map((option) => (
              <option key={option} value={option}>
                {text.familyNames[option]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={faultId} className={styles.label}>
            {text.fault}
          </label>
          <select
            id={faultId}
            className={styles.select}
            value={faultKey}
            onChange={(event) => setFaultKey(event.target.value)}
          >
            {FAULT_CHOICES.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {describeFault(choice.fault, text)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={countId} className={styles.label}>
            {text.count}
          </label>
          <select
            id={countId}
            className={styles.select}
            value={count}
            onChange={(event) => isCount(event.target.value) && setCount(event.target.value)}
          >
            {COUNTS.map((option) => (
              <option key={option} value={option}>
                {countLabels[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.primaryButton} onClick={inject}>
          {text.inject}
        </button>
      </div>
      <h4 id={listTitleId} className={styles.label}>
        {text.activeFaults}
      </h4>
      {faults.length === 0 ? (
        <p className={styles.muted}>{text.noFaults}</p>
      ) : (
        <ul aria-labelledby={listTitleId} className={styles.list}>
          {faults.map((rule, index) => {
            const description = describeRule(rule, text)
            return (
              // Rules have no identity of their own; their position is what removal uses.
              <li key={`${index}-${description}`} className={styles.listItem}>
                <span>{description}</span>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={`${text.remove}: ${description}`}
                  onClick={() => rentalSandbox.removeFault(index)}
                >
                  {text.remove}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          disabled={faults.length === 0}
          onClick={() => rentalSandbox.clearFaults()}
        >
          {text.clearAll}
        </button>
      </div>
    </div>
  )
}
