import { Trans } from 'react-i18next'

/**
 * "For example 050 123 4567 or +971 50 123 4567": the samples are elements isolated left to
 * right, so an Arabic sentence never reorders their digit groups (isolation characters inside
 * interpolated text were not enough in every build).
 */
export function PhoneHint() {
  return (
    <Trans
      i18nKey="auth.fields.phoneHint"
      components={{
        local: <bdi dir="ltr">050 123 4567</bdi>,
        international: <bdi dir="ltr">+971 50 123 4567</bdi>,
      }}
    />
  )
}
