import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import type { User } from '../../../api/schemas/user'
import { FormAlert } from '../../../components/ui/form-alert'

/** What this customer should know before paying: visitors' documents, VIP perks. */
export function UserNotes({ user }: { user: User | null }) {
  const { t } = useTranslation()
  if (!user || user.isBanned) return null
  const tourist = user.isTouristUae || user.isTouristKsa
  if (!tourist && !user.isVip) return null
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {tourist ? (
        <FormAlert tone="info" title={t('booking.notes.touristTitle')}>
          <p>{t('booking.notes.tourist')}</p>
        </FormAlert>
      ) : null}
      {user.isVip ? (
        <FormAlert tone="success" title={t('booking.notes.vipTitle')}>
          <p>{t('booking.notes.vip')}</p>
        </FormAlert>
      ) : null}
    </div>
  )
}
