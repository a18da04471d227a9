import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { validateEmail } from '../../../domain/validation'
import type { SandboxSignInRequest } from '../social-providers'
import { EmailField } from './email-field'

const panel = css({
  display: 'grid',
  gap: '3',
  padding: '4',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.control',
  bg: 'bg.subtle',
})

export const PROVIDER_NAMES = { google: 'Google', apple: 'Apple' } as const

/**
 * The sandbox's stand-in for a provider's sign-in window: the tester picks the email the
 * provider vouches for. An unknown email leads to social registration.
 */
export function SandboxSignInPanel({ request }: { request: SandboxSignInRequest }) {
  const { t } = useTranslation()
  const titleId = useId()
  const [email, setEmail] = useState(request.suggestedEmail)
  const [error, setError] = useState<string | undefined>()
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    inputRef.current?.focus()
  }, [request])

  return (
    <section aria-labelledby={titleId} className={panel}>
      <h2 id={titleId} className={css({ fontWeight: 'semibold' })}>
        {t('auth.social.sandboxTitle', { provider: PROVIDER_NAMES[request.provider] })}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('auth.social.sandboxBody')}</p>
      <form
        noValidate
        className={css({ display: 'grid', gap: '3' })}
        onSubmit={(event) => {
          event.preventDefault()
          const problem = validateEmail(email)
          if (problem) {
            setError(t(`validation.${problem}`))
            inputRef.current?.focus()
            return
          }
          request.complete(email)
        }}
      >
        <EmailField
          ref={inputRef}
          value={email}
          error={error}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <button type="submit" className={button()}>
            {t('auth.social.sandboxContinue')}
          </button>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => request.cancel()}
          >
            {t('auth.social.sandboxCancel')}
          </button>
        </div>
      </form>
    </section>
  )
}
