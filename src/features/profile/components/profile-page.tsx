import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { featureQueries } from '../../../api/queries/feature-queries'
import type { User } from '../../../api/schemas/user'
import { Panel } from '../../../components/ui/panel'
import { SimplePage } from '../../../components/ui/simple-page'
import { FEATURE_KEYS, isFeatureEnabled } from '../../../domain/features'
import { useUser } from '../../../session/use-auth'
import { DetailsForm } from './details-form'
import { LanguageSetting } from './language-setting'
import { MarketingSwitch } from './marketing-switch'
import { PasswordForm } from './password-form'
import { muted } from './profile-styles'

/**
 * The profile (SPEC §2 details): the edit payload in one form, then the settings saved on their
 * own (language, marketing consent, password). The session's user is read live, so a change
 * made here or in the header shows everywhere at once.
 */
export function ProfilePage(props: { user: User }) {
  const { t } = useTranslation()
  const user = useUser() ?? props.user
  const features = useQuery(featureQueries.list())
  const whatsapp = isFeatureEnabled(
    features.data?.features,
    FEATURE_KEYS.whatsappNotificationCheckbox,
  )
  const rideApp = user.careemId !== null
  return (
    <SimplePage title={t('pages.details.title')} lead={t('pages.details.lead')}>
      <div className={css({ display: 'grid', gap: '5', maxWidth: '760px' })}>
        <Panel id="profile-details-title" title={t('profile.details.title')}>
          <DetailsForm user={user} whatsapp={whatsapp} />
        </Panel>
        <Panel id="profile-language-title" title={t('profile.language.title')}>
          <LanguageSetting preferred={user.preferredLanguage} />
        </Panel>
        <Panel id="profile-marketing-title" title={t('profile.marketing.title')}>
          <MarketingSwitch accepted={user.marketingMessagesAccepted} />
        </Panel>
        <Panel id="profile-password-title" title={t('profile.password.title')}>
          {rideApp ? <p className={muted}>{t('profile.password.rideApp')}</p> : <PasswordForm />}
        </Panel>
      </div>
    </SimplePage>
  )
}
