import type { TFunction } from 'i18next'
import type { FieldErrorCode } from './auth-messages'

/** The translated message for a field's error code, as shown next to the field. */
export function fieldErrorText<N extends string>(
  t: TFunction,
  errorOf: (name: N) => FieldErrorCode | undefined,
): (name: N) => string | undefined {
  return (name) => {
    const code = errorOf(name)
    return code ? t(`validation.${code}`) : undefined
  }
}
