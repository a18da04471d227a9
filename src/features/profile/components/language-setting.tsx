import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { setPreferredLanguage } from '../../../api/identity'
import { FormAlert } from '../../../components/ui/form-alert'
import { localePrefix, withLanguage, type Language } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { useAuthActor } from '../../../session/use-auth'
import { muted } from './profile-styles'

const LANGUAGES: ReadonlyArray<{ code: 'EN' | 'AR'; language: Language; name: string }> = [
  { code: 'EN', language: 'en', name: 'English' },
  { code: 'AR', language: 'ar', name: 'العربية' },
]

/**
 * The preferred language (PATCH preferred-language): saved on choice, and the app switches to it
 * at once, URL locale included. Switching in the header saves it too (useRememberLanguage).
 */
export function LanguageSetting(props: { preferred: 'EN' | 'AR' }) {
  const { t } = useTranslation()
  const name = useId()
  const auth = useAuthActor()
  const navigate = useNavigate()
  const { locale } = useLocale()
  const save = useMutation({
    mutationFn: setPreferredLanguage,
    onSuccess: (updated) => {
      auth?.send({ type: 'user.updated', user: updated })
      const language = updated.preferredLanguage === 'AR' ? 'ar' : 'en'
      void navigate({
        to: '/{-$locale}/details',
        params: { locale: localePrefix(withLanguage(locale, language)) },
      })
    },
  })
  const current = save.isPending ? save.variables : props.preferred
  return (
    <fieldset className={css({ border: 'none', padding: '0', display: 'grid', gap: '2' })}>
      <legend className={css({ fontWeight: 'semibold', marginBlockEnd: '2' })}>
        {t('profile.language.legend')}
      </legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
        {LANGUAGES.map((option) => (
          <label
            key={option.code}
            className={css({ display: 'flex', alignItems: 'center', gap: '2', minHeight: '44px' })}
          >
            <input
              type="radio"
              name={name}
              value={option.code}
              checked={current === option.code}
              disabled={save.isPending}
              onChange={() => save.mutate(option.code)}
              className={css({ width: '20px', height: '20px', accentColor: 'bg.brand' })}
            />
            <span lang={option.language}>{option.name}</span>
          </label>
        ))}
      </div>
      <p className={muted}>{t('profile.language.hint')}</p>
      {save.isError ? (
        <FormAlert tone="error">
          <p>{t('profile.language.failed')}</p>
        </FormAlert>
      ) : null}
    </fieldset>
  )
}
