import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '../../../components/ui/simple-page'

export const Route = createFileRoute('/{-$locale}/_account/payment-center')({
  component: PaymentCenterRoute,
})

function PaymentCenterRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('pages.paymentCenter.title')} lead={t('pages.paymentCenter.lead')} />
}
