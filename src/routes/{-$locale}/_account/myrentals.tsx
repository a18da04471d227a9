import { createFileRoute } from '@tanstack/react-router'
import { bookingQueries } from '../../../api/queries/booking-queries'
import { RentalsPage } from '../../../features/rentals/components/rentals-page'
import { RentalsSkeleton } from '../../../features/rentals/components/rentals-skeletons'

// Invoices come with the page (no late block pushing it around); if they fail, only their
// section says so.
const ignore = () => undefined

/** The customer's rentals (SPEC §2 myrentals): upcoming, active and past, and their invoices. */
export const Route = createFileRoute('/{-$locale}/_account/myrentals')({
  loader: async ({ context }) => {
    const { queryClient, user } = context
    await Promise.all([
      queryClient.query(bookingQueries.list(user.userId)),
      queryClient.query(bookingQueries.invoices(user.userId)).catch(ignore),
    ])
  },
  pendingComponent: RentalsSkeleton,
  component: MyRentalsRoute,
})

function MyRentalsRoute() {
  const { user } = Route.useRouteContext()
  return <RentalsPage customerId={user.userId} />
}
