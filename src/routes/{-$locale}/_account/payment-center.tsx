import { createFileRoute } from '@tanstack/react-router'
import { PaymentCenterPage } from '../../../features/payments/components/payment-center-page'
import { idSearch, searchParams } from '../../-search'

/** `verify`: the card to check on, back from its 3-D Secure page. */
const paymentCenterSearch = searchParams({ verify: idSearch })

export const Route = createFileRoute('/{-$locale}/_account/payment-center')({
  validateSearch: paymentCenterSearch,
  component: PaymentCenterRoute,
})

function PaymentCenterRoute() {
  const { user } = Route.useRouteContext()
  const { verify } = Route.useSearch()
  return <PaymentCenterPage key={user.userId} user={user} verify={verify} />
}
