import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import type { BookingStatus } from '../../../api/schemas/payment'

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  paddingInline: '2.5',
  paddingBlock: '0.5',
  borderRadius: 'full',
  borderWidth: '1px',
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  color: 'fg.default',
  // A dot in the tone's colour; the words carry the meaning.
  _before: {
    content: '""',
    width: '2',
    height: '2',
    borderRadius: 'full',
    bg: 'currentColor',
  },
})

const tones: Record<BookingStatus, string> = {
  PENDING_PAYMENT: css({ bg: 'status.warningBg', borderColor: 'status.warningBorder' }),
  PENDING_APPROVAL: css({ bg: 'status.infoBg', borderColor: 'status.infoBorder' }),
  APPROVED: css({ bg: 'status.successBg', borderColor: 'status.successBorder' }),
  ACTIVE: css({ bg: 'bg.brandSubtle', borderColor: 'bg.brand', color: 'fg.brand' }),
  COMPLETED: css({ bg: 'bg.subtle', borderColor: 'border.strong' }),
  CANCELLED: css({ bg: 'status.errorBg', borderColor: 'status.errorBorder', color: 'fg.danger' }),
}

/** A booking's status in words, tinted by how it stands. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation()
  return <span className={cx(base, tones[status])}>{t(`rentals.status.${status}`)}</span>
}
