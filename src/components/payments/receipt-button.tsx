import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import type { Charge } from '../../api/schemas/payment'
import { FormAlert } from '../ui/form-alert'
import { VisuallyHidden } from '../ui/visually-hidden'
import { useReceiptDownload } from '../../downloads/use-document-download'

/**
 * A charge's documents (receipts), each a download button named after its charge, with the
 * failure shown beside them. Nothing when the charge has no document yet.
 */
export function ReceiptButtons(props: {
  charge: Pick<Charge, 'chargeId' | 'type' | 'documentIds'>
}) {
  const { t } = useTranslation()
  const download = useReceiptDownload()
  const { charge } = props
  if (charge.documentIds.length === 0) return null
  const chargeName = t(`payments.chargeType.${charge.type}`)
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
      {charge.documentIds.map((documentId, index) => (
        <button
          key={documentId}
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          disabled={download.isPending}
          onClick={() => download.mutate({ chargeId: charge.chargeId, documentId })}
        >
          {t('payments.receipt')}
          {charge.documentIds.length > 1 ? ` ${index + 1}` : ''}
          <VisuallyHidden> {chargeName}</VisuallyHidden>
        </button>
      ))}
      {download.isError ? (
        <FormAlert tone="error">
          <p>{t('payments.receiptFailed')}</p>
        </FormAlert>
      ) : null}
    </div>
  )
}
