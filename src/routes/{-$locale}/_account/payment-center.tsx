import { createFileRoute } from '@tanstack/react-router'
import { PaymentCenterPage } from '../../../features/payments/components/payment-center-page'
import { oneOf, searchParams } from '../../-search'

/** `payment=returned`: back from a card's 3-D Secure page (the return record names the card). */
const paymentCenterSearch = searchParams({ payment: oneOf(['returned']) })

export const Route = createFileRoute('/{-$locale}/_account/payment-center')({
  validateSearch: paymentCenterSearch,
  component: PaymentCenterRoute,
})

function PaymentCenterRoute() {
  const { user } = Route.useRouteContext()
  const { payment } = Route.useSearch()
  return <PaymentCenterPage key={user.userId} user={user} returned={payment === 'returned'} />
}
