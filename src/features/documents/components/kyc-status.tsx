import type { ReactNode } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { Temporal } from 'temporal-polyfill'
import { css } from '../../../../styled-system/css'
import { FormAlert } from '../../../components/ui/form-alert'
import { formatTime } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'

export type KycStage =
  | 'loading'
  | 'failed'
  | 'collecting'
  | 'actionNeeded'
  | 'switching'
  | 'reviewing'
  | 'timedOut'
  | 'approved'
  | 'submitted'

const TONES = {
  loading: 'info',
  failed: 'error',
  collecting: 'info',
  actionNeeded: 'error',
  switching: 'info',
  reviewing: 'info',
  timedOut: 'info',
  approved: 'success',
  submitted: 'success',
} as const

/** Where the whole check stands, and what to do next, announced as it changes. */
export function KycStatus(props: {
  stage: KycStage
  checkAgainAt: number | null
  timeZone: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { language } = useLocale()
  const when =
    props.checkAgainAt === null
      ? ''
      : formatTime(
          Temporal.Instant.fromEpochMilliseconds(props.checkAgainAt).toString(),
          props.timeZone,
          language,
        )
  return (
    <div aria-live="polite" className={css({ display: 'grid' })}>
      <FormAlert tone={TONES[props.stage]} title={t(`documents.stage.${props.stage}.title`)}>
        <p>{t(`documents.stage.${props.stage}.body`, { time: when })}</p>
        {props.children}
      </FormAlert>
    </div>
  )
}
