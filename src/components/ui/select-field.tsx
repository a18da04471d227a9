import type { ReactNode, SelectHTMLAttributes } from 'react'
import { cx } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import { FormField } from './form-field'

export type SelectFieldProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
> & {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  options: ReadonlyArray<{ value: string; label: string }>
}

export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(aria) => (
        <select {...select} {...aria} className={cx(field({ kind: 'select' }))}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
