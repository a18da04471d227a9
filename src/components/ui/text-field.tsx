import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css, cx } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import { FormField } from './form-field'

const control = css({ position: 'relative' })

/** Leaves room for a button inside the field, at its inline end. */
const withTrailing = css({ paddingInlineEnd: '12' })

const trailingSlot = css({
  position: 'absolute',
  insetBlock: '0',
  insetInlineEnd: '0',
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: '1',
})

/** Latin-only content (emails, phone numbers) keeps left-to-right order on Arabic pages. */
const latin = css({ textAlign: 'start', _rtl: { textAlign: 'end' } })

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby' | 'dir'
> & {
  label: ReactNode
  optionalLabel?: string | undefined
  hint?: ReactNode
  error?: string | undefined
  /** A control placed inside the field at its inline end (e.g. a show-password toggle). */
  trailing?: ReactNode
  /** The value is Latin text (email, phone): written left to right, even on Arabic pages. */
  latin?: boolean
  ref?: Ref<HTMLInputElement>
}

export function TextField({
  label,
  optionalLabel,
  hint,
  error,
  trailing,
  latin: isLatin = false,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation()
  // The browser cuts typed or pasted text at maxLength without a word: say so once it is full.
  const full =
    input.maxLength !== undefined &&
    typeof input.value === 'string' &&
    input.value.length >= input.maxLength
  const limit = full ? t('common.fieldFull', { max: input.maxLength }) : null
  return (
    <FormField
      label={label}
      optionalLabel={optionalLabel}
      hint={
        limit && hint ? (
          <>
            {hint} {limit}
          </>
        ) : (
          (limit ?? hint)
        )
      }
      error={error}
    >
      {(aria) => (
        <div className={control}>
          <input
            {...input}
            {...aria}
            dir={isLatin ? 'ltr' : undefined}
            className={cx(
              field({ kind: 'input' }),
              trailing ? withTrailing : undefined,
              isLatin ? latin : undefined,
            )}
          />
          {trailing ? <div className={trailingSlot}>{trailing}</div> : null}
        </div>
      )}
    </FormField>
  )
}
