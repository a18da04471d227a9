import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { documentQueries } from '../../../api/queries/document-queries'
import type { User } from '../../../api/schemas/user'
import { FormAlert } from '../../../components/ui/form-alert'
import type { CountryCode } from '../../../domain/cities'
import { isTouristIn } from '../../../domain/document-needs'

/**
 * What this customer should know before paying: a visitor to the car's country is told which
 * documents the platform asks of tourists; a VIP sees their perk.
 */
export function UserNotes({ user, country }: { user: User | null; country: CountryCode }) {
  const { t } = useTranslation()
  if (!user || user.isBanned) return null
  const tourist = isTouristIn(user, country)
  if (!tourist && !user.isVip) return null
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {tourist ? <TouristDocuments /> : null}
      {user.isVip ? (
        <FormAlert tone="success" title={t('booking.notes.vipTitle')}>
          <p>{t('booking.notes.vip')}</p>
        </FormAlert>
      ) : null}
    </div>
  )
}

/** The tourist group's visible, mandatory documents; the general sentence while they load. */
function TouristDocuments() {
  const { t } = useTranslation()
  const required = useQuery(documentQueries.required())
  const documents = (required.data?.TOURIST ?? []).filter(
    (document) => document.isMandatory && !document.isHidden,
  )
  return (
    <FormAlert tone="info" title={t('booking.notes.touristTitle')}>
      {documents.length > 0 ? (
        <>
          <p>{t('booking.notes.touristList')}</p>
          <ul
            aria-label={t('booking.notes.touristListLabel')}
            className={css({ paddingInlineStart: '5', listStyle: 'disc' })}
          >
            {documents.map((document) => (
              <li key={document.type}>{t(`postBooking.documents.types.${document.type}`)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('booking.notes.tourist')}</p>
      )}
    </FormAlert>
  )
}
