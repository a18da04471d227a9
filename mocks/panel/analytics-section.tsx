import { useId } from 'react'
import { css } from '../../styled-system/css'
import type { AnalyticsEvent } from '../../src/api/schemas/platform-meta'
import * as styles from './panel-styles'
import type { PanelText } from './panel-text'
import { useAnalyticsEvents } from './use-analytics-events'

// What the app would send to the analytics endpoint, live. Only production builds send; the
// sandbox lists them here so a product team can check the funnel without a tracker.

const events = css({ maxHeight: '60', overflowY: 'auto' })
const item = css({
  display: 'grid',
  gap: '0.5',
  paddingBlock: '1',
  paddingInline: '2',
  borderRadius: 'control',
  bg: 'bg.subtle',
  fontSize: 'xs',
})
const properties = css({ color: 'fg.muted', overflowWrap: 'anywhere', textAlign: 'start' })

/** `key=value` pairs: identifiers and values as the event carries them (never translated). */
function propertiesText(event: AnalyticsEvent): string {
  return Object.entries(event.properties)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' · ')
}

export function AnalyticsSection({ text }: { text: PanelText }) {
  const titleId = useId()
  const shown = useAnalyticsEvents()
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        {text.analytics}
      </h3>
      <p className={styles.note}>{text.analyticsNote}</p>
      {shown.length === 0 ? (
        <p className={styles.muted}>{text.noAnalytics}</p>
      ) : (
        <ol className={`${styles.list} ${events}`} aria-labelledby={titleId} tabIndex={0}>
          {shown.map(({ position, event }) => (
            <li key={position} className={item}>
              <code dir="ltr">{event.name}</code>
              <span dir="ltr" className={properties}>
                {propertiesText(event)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
