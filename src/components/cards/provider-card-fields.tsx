import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css, cx } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import { ErrorMark } from '../ui/form-field'
import { FormAlert } from '../ui/form-alert'
import type {
  CardFieldName,
  CardFieldSlots,
  CardFieldsTheme,
  HostedCardFields,
} from '../../card-fields/card-fields'
import type { CardForm } from './use-card-form'

const slot = css({
  paddingBlock: '0',
  // The provider's frame fills the field; the field's border and focus ring stay the app's.
  '& iframe': { display: 'block', inlineSize: '100%', blockSize: '42px', border: '0' },
  _focusWithin: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '1px' },
  '&[data-invalid]': { borderColor: 'border.danger', borderWidth: '2px' },
})
const labelText = css({ fontWeight: 'semibold', color: 'fg.default' })
const errorText = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '1.5',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.danger',
})
const pair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'start',
})
/** Elements that carry the theme's colours, read to style the provider's frames alike. */
const probe = css({ position: 'absolute', inlineSize: '0', blockSize: '0', overflow: 'hidden' })
const mutedProbe = css({ color: 'fg.muted' })
const dangerProbe = css({ color: 'fg.danger' })

function themeOf(root: HTMLElement): CardFieldsTheme {
  const style = (selector: string) => {
    const element = root.querySelector(selector)
    return element ? getComputedStyle(element) : getComputedStyle(root)
  }
  const base = getComputedStyle(root)
  return {
    color: base.color,
    fontFamily: base.fontFamily,
    fontSize: base.fontSize,
    placeholderColor: style('[data-probe="muted"]').color,
    invalidColor: style('[data-probe="danger"]').color,
  }
}

/**
 * The provider's number, expiry and security code frames, mounted into this form's slots, with
 * the app's labels and messages around them. A script that does not load leaves a message and a
 * retry; the rest of the page (saved cards, the wallet) keeps working.
 */
export function ProviderCardFields(props: {
  fields: HostedCardFields
  form: CardForm
  mada: boolean
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const slots = useRef<Partial<CardFieldSlots>>({})
  const [attempt, setAttempt] = useState(0)
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const { fields, mada } = props
  const { attachHosted, hostedUnavailable } = props.form

  useEffect(() => {
    const { number, expiry, cvc } = slots.current
    const element = root.current
    if (!number || !expiry || !cvc || !element) return
    let cancelled = false
    let detach: (() => void) | undefined
    let unmount: (() => void) | undefined
    fields
      .mount({ number, expiry, cvc }, { lang, dir: i18n.dir(lang), mada, theme: themeOf(element) })
      .then(
        (handle) => {
          unmount = () => handle.unmount()
          if (cancelled) unmount()
          else detach = attachHosted(handle)
        },
        () => {
          if (!cancelled) hostedUnavailable()
        },
      )
    return () => {
      cancelled = true
      detach?.()
      unmount?.()
      attachHosted(null)
    }
  }, [fields, lang, mada, attempt, i18n, attachHosted, hostedUnavailable])

  if (props.form.hostedStatus === 'unavailable') {
    return (
      <FormAlert tone="error">
        <p>{t('cards.form.providerUnavailable')}</p>
        <button
          type="button"
          className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}
          onClick={() => {
            attachHosted(null)
            setAttempt((count) => count + 1)
          }}
        >
          {t('cards.form.providerRetry')}
        </button>
      </FormAlert>
    )
  }

  const frame = (name: CardFieldName, label: string) => {
    const error = props.form.hostedError(name)
    return (
      <div className={css({ display: 'grid', gap: '1.5', minWidth: '0' })}>
        <span id={`${id}-${name}-label`} className={labelText}>
          {label}
        </span>
        <div
          // A fresh element per mount: the provider's frames of an earlier mount go with it.
          key={`${lang}-${attempt}`}
          ref={(element) => {
            slots.current[name] = element ?? undefined
          }}
          role="group"
          aria-labelledby={`${id}-${name}-label`}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          data-field={name}
          data-invalid={error ? '' : undefined}
          className={cx(field({ kind: 'input' }), slot)}
        />
        <div aria-live="polite">
          {error ? (
            <p id={`${id}-${name}-error`} className={errorText}>
              <ErrorMark />
              <span>{t(`cards.form.errors.${error}`)}</span>
            </p>
          ) : null}
        </div>
      </div>
    )
  }

  return (
    <div ref={root} className={css({ display: 'grid', gap: '3', position: 'relative' })}>
      <span aria-hidden className={probe}>
        <span data-probe="muted" className={mutedProbe} />
        <span data-probe="danger" className={dangerProbe} />
      </span>
      {props.form.hostedStatus === 'loading' ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('cards.form.providerLoading')}
        </p>
      ) : null}
      {frame('number', t('cards.form.number'))}
      <div className={pair}>
        {frame('expiry', t('cards.form.expiry'))}
        {frame('cvc', t('cards.form.cvc'))}
      </div>
    </div>
  )
}
