import { useTranslation } from '../../i18n/use-translation'
import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { errorMessageKey } from '../../api/errors'
import { useInvoices } from '../../api/queries/use-invoices'
import type { Booking, Invoice } from '../../api/schemas/payment'
import { FormAlert } from '../ui/form-alert'
import { VisuallyHidden } from '../ui/visually-hidden'
import { useFormatters } from '../../i18n/use-formatters'
import { cityByCode, type CityInfo } from '../../domain/cities'
import { useInvoiceDownload } from '../../downloads/use-document-download'
import { RefCode } from '../ui/ref-code'

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})

const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3' })

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  paddingInline: '4',
  paddingBlock: '3',
  '&:not(:first-child)': { borderBlockStartWidth: '1px', borderColor: 'border.default' },
})

/**
 * The customer's invoices, newest first, each downloadable as a PDF. Hidden when there are none.
 * An invoice's day is in its booking's city; `city` is the page's, for an invoice whose booking
 * is not in `bookings` (not loaded yet, or not listed): the city is known, so it is not missing.
 */
export function InvoicesList(props: {
  customerId: string
  bookings: readonly Booking[]
  city: Pick<CityInfo, 'timezone'>
}) {
  const { t } = useTranslation()
  const invoices = useInvoices(props.customerId)
  const download = useInvoiceDownload()
  // The route loads invoices with the page, so there is no loading state worth showing.
  if (invoices.isPending || (invoices.isSuccess && invoices.data.invoices.length === 0)) return null
  return (
    <section aria-labelledby="invoices-title" className={css({ marginBlockStart: '4' })}>
      <h2 id="invoices-title" className={cx(sectionTitle, css({ marginBlockEnd: '3' }))}>
        {t('rentals.invoices.title')}
      </h2>
      {invoices.isError ? (
        <FormAlert tone="error" title={t('rentals.invoices.error')}>
          <p>{t(errorMessageKey(invoices.error))}</p>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void invoices.refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </FormAlert>
      ) : (
        <ul className={cx(card, css({ listStyle: 'none', padding: '0', margin: '0' }))}>
          {invoices.data.invoices.map((invoice) => (
            <InvoiceRow
              key={invoice.invoiceId}
              invoice={invoice}
              booking={props.bookings.find((booking) => booking.bookingId === invoice.bookingId)}
              pageTimeZone={props.city.timezone}
              busy={download.isPending && download.variables.invoiceId === invoice.invoiceId}
              onDownload={() => download.mutate(invoice)}
            />
          ))}
        </ul>
      )}
      {download.isError ? (
        <div className={css({ marginBlockStart: '3' })}>
          <FormAlert tone="error">
            <p>{t('rentals.invoices.downloadFailed')}</p>
          </FormAlert>
        </div>
      ) : null}
    </section>
  )
}

function InvoiceRow(props: {
  invoice: Invoice
  booking: Booking | undefined
  pageTimeZone: string
  busy: boolean
  onDownload: () => void
}) {
  const { invoice, booking } = props
  const { t } = useTranslation()
  const format = useFormatters()
  const timeZone = cityByCode(booking?.cityCode)?.timezone ?? props.pageTimeZone
  return (
    <li className={row}>
      <div className={css({ marginInlineEnd: 'auto', minWidth: '0' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {t(`rentals.invoices.kind.${invoice.kind}`)} <bdi>{invoice.number}</bdi>
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {format.day(invoice.issuedAt, timeZone)}
          {booking ? (
            <>
              {' · '}
              <RefCode>{booking.reference}</RefCode>
            </>
          ) : null}
        </p>
      </div>
      <bdi className={css({ fontWeight: 'semibold' })}>
        {format.moneyFlow(
          invoice.amount,
          invoice.currency,
          invoice.kind === 'CREDIT_NOTE' ? 'returned' : 'taken',
        )}
      </bdi>
      <button
        type="button"
        className={button({ variant: 'outline' })}
        onClick={props.onDownload}
        disabled={props.busy}
      >
        {t('rentals.invoices.download')}
        <VisuallyHidden>
          {' '}
          <bdi>{invoice.number}</bdi>
        </VisuallyHidden>
      </button>
    </li>
  )
}
