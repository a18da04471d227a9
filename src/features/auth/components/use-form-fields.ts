import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import type { FieldErrorCode } from './auth-messages'

type Key<V> = keyof V & string
type TextKey<V> = { [K in Key<V>]: V[K] extends string ? K : never }[Key<V>]
type FlagKey<V> = { [K in Key<V>]: V[K] extends boolean ? K : never }[Key<V>]

export type FieldErrors<V extends Record<keyof V, string | boolean>> = Partial<
  Record<Key<V>, FieldErrorCode>
>

/**
 * Form state with the house rules (QUALITY): fields are checked on submit, and after the first
 * submit also on blur (text) or on change (checkboxes, selects); a fixed field loses its error
 * while typing. The first invalid field takes focus.
 * Server errors show next to their field until the customer edits it. Values are never reset by
 * a failure.
 */
function isSubmitButton(target: EventTarget | null): boolean {
  return target instanceof HTMLButtonElement && target.type === 'submit'
}

function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

export function useFormFields<V extends Record<keyof V, string | boolean>>(options: {
  initial: V | (() => V)
  validate: (values: V) => FieldErrors<V>
  /** Errors the platform attached to fields; a new object means a new answer. */
  serverErrors?: FieldErrors<V> | undefined
}) {
  const { validate, serverErrors } = options
  const [values, setValues] = useState<V>(options.initial)
  const [clientErrors, setClientErrors] = useState<FieldErrors<V>>({})
  const [submitted, setSubmitted] = useState(false)
  // Fields edited since the server answered `answer`; a new answer shows all its errors again.
  const [edited, setEdited] = useState<{ answer: unknown; names: ReadonlySet<string> }>({
    answer: serverErrors,
    names: new Set(),
  })
  const formElement = useRef<HTMLFormElement | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formElement.current)
  }, [focusRequest])

  // A server answer with field errors (after a submit, so the form is known): go to the first.
  useEffect(() => {
    if (serverErrors && Object.values(serverErrors).some(Boolean)) {
      focusFirstInvalid(formElement.current)
    }
  }, [serverErrors])

  const markEdited = (name: string) =>
    setEdited((current) => ({
      answer: serverErrors,
      names: new Set(current.answer === serverErrors ? current.names : []).add(name),
    }))

  const checkField = (name: Key<V>, next: V) => {
    const error = validate(next)[name]
    setClientErrors((current) => ({ ...current, [name]: error }))
  }

  const errorOf = (name: Key<V>): FieldErrorCode | undefined => {
    const editedNow = edited.answer === serverErrors && edited.names.has(name)
    return clientErrors[name] ?? (editedNow ? undefined : serverErrors?.[name])
  }

  /** Props for a text input bound to `name`. */
  const text = (name: TextKey<V>) => ({
    name,
    value: String(values[name]),
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = { ...values, [name]: event.currentTarget.value }
      setValues(next)
      markEdited(name)
      // An error goes as soon as it is fixed; a new one waits for blur (no nagging while typing).
      if (clientErrors[name] !== undefined && validate(next)[name] === undefined) {
        setClientErrors((current) => ({ ...current, [name]: undefined }))
      }
    },
    onBlur: (event: { relatedTarget: EventTarget | null }) => {
      // Leaving the field for the submit button: the submit checks everything, and an error
      // appearing now would shift the button away from under the pointer.
      if (submitted && !isSubmitButton(event.relatedTarget)) checkField(name, values)
    },
  })

  /** Props for a checkbox bound to `name`. */
  const checkbox = (name: FlagKey<V>) => ({
    name,
    checked: values[name] === true,
    onChange: (event: { currentTarget: { checked: boolean } }) => {
      const next = { ...values, [name]: event.currentTarget.checked }
      setValues(next)
      markEdited(name)
      if (submitted) checkField(name, next)
    },
  })

  /** Props for a select bound to `name`. */
  const select = (name: TextKey<V>) => ({
    name,
    value: String(values[name]),
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = { ...values, [name]: event.currentTarget.value }
      setValues(next)
      markEdited(name)
      if (submitted) checkField(name, next)
    },
  })

  /** Checks everything; calls `onValid` with the values only when nothing is wrong. */
  const handleSubmit = (onValid: (values: V) => void) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    formElement.current = event.currentTarget
    setSubmitted(true)
    const errors = validate(values)
    setClientErrors(errors)
    if (Object.values(errors).some((error) => error !== undefined)) {
      setFocusRequest((count) => count + 1)
      return
    }
    onValid(values)
  }

  return { values, errorOf, text, checkbox, select, handleSubmit }
}

export type FormFields<V extends Record<keyof V, string | boolean>> = ReturnType<
  typeof useFormFields<V>
>
