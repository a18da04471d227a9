import { Fragment, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'

// A sample never breaks across lines: split in an Arabic line, its groups would read backwards.
const whole = css({ whiteSpace: 'nowrap' })

const SAMPLES: Record<string, ReactNode> = {
  local: (
    <bdi dir="ltr" className={whole}>
      050 123 4567
    </bdi>
  ),
  international: (
    <bdi dir="ltr" className={whole}>
      +971 50 123 4567
    </bdi>
  ),
}

/**
 * "For example 050 123 4567 or +971 50 123 4567": the samples are elements isolated left to
 * right, so an Arabic sentence never reorders their digit groups (isolation characters inside
 * interpolated text were not enough in every build). The sentence marks their places with
 * `<local/>` and `<international/>`; filling two slots here spares the first load the
 * `Trans` component and its HTML parser.
 */
export function PhoneHint() {
  const { t } = useTranslation()
  const parts = t('auth.fields.phoneHint').split(/<(\w+)\/>/)
  // split with a capture group alternates text and slot names: text, name, text, name, text.
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={part}>{SAMPLES[part] ?? part}</Fragment>,
  )
}
