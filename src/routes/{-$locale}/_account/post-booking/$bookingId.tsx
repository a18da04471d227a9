import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '../../../components/ui/simple-page'

export const Route = createFileRoute('/{-$locale}/post-booking/$bookingId')({
  component: PostBookingRoute,
})

function PostBookingRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('pages.postBooking.title')} lead={t('pages.postBooking.lead')} />
}
