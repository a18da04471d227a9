import { useMutation } from '@tanstack/react-query'
import { getChargeDocument, getInvoicePdf } from '../api/payment'
import type { Invoice } from '../api/schemas/payment'
import { downloadBlob } from './download-blob'

/** Fetches an invoice's PDF and saves it as `invoice-<number>.pdf`. */
export function useInvoiceDownload() {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, 'invoiceId' | 'number'>) => {
      const pdf = await getInvoicePdf(invoice.invoiceId)
      downloadBlob(
        new Blob([pdf], { type: 'application/pdf' }),
        `invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`,
      )
    },
  })
}

/** Fetches a charge's document (a receipt) and saves it as `receipt-<id>.pdf`. */
export function useReceiptDownload() {
  return useMutation({
    mutationFn: async (receipt: { chargeId: string; documentId: string }) => {
      const pdf = await getChargeDocument(receipt.chargeId, receipt.documentId)
      downloadBlob(
        new Blob([pdf], { type: 'application/pdf' }),
        `receipt-${receipt.documentId.replace(/[^A-Za-z0-9-]/g, '')}.pdf`,
      )
    },
  })
}
