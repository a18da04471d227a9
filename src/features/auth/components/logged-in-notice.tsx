import { useRouter } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { User } from '../../../api/schemas/user'
import { safeRedirectPath } from '../../../domain/redirect'
import { useCurrentCity } from '../../../i18n/use-locale'
import { FormAlert } from '../../../components/ui/form-alert'
import { isolate } from '../../../i18n/bidi'

/**
 * Shown instead of a sign-in form to someone who is already logged in, with a way on: the safe
 * redirect target, else the city's cars.
 */
export function LoggedInNotice(props: { user: User; redirect: string | undefined }) {
  const { t } = useTranslation()
  const router = useRouter()
  const city = useCurrentCity()
  const path = safeRedirectPath(props.redirect) ?? `/${city.slug}/cars`
  const name = `${props.user.firstName} ${props.user.lastName}`.trim() || props.user.email
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <FormAlert tone="info">
        <p>{t('auth.loggedIn.body', { name: isolate(name) })}</p>
      </FormAlert>
      <a
        href={`/rental${path}`}
        className={button()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          void router.navigate({ href: path })
        }}
      >
        {t('auth.loggedIn.continue')}
      </a>
    </div>
  )
}
