import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { useUser } from '../../../session/use-auth'

const notice = css({
  display: 'grid',
  gap: '1',
  padding: '4',
  marginBlockEnd: '5',
  borderRadius: 'card',
  borderInlineStartWidth: '4px',
  borderColor: 'status.errorBorder',
  bg: 'status.errorBg',
})

/** A banned customer may browse but not book (SPEC §6); every page says so plainly. */
export function BannedNotice() {
  const { t } = useTranslation()
  const user = useUser()
  if (!user?.isBanned) return null
  return (
    <div role="status" className={notice}>
      <p className={css({ fontWeight: 'semibold' })}>{t('banned.title')}</p>
      <p>{t('banned.body')}</p>
    </div>
  )
}
