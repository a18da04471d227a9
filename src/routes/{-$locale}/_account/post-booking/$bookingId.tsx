import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { bookingQueries } from '../../../../api/queries/booking-queries'
import { BookingNotFound } from '../../../../features/rentals/components/booking-not-found'
import { PostBookingPage } from '../../../../features/rentals/components/post-booking-page'
import { PostBookingSkeleton } from '../../../../features/rentals/components/rentals-skeletons'
import { findBooking } from '../../../../features/rentals/hooks/booking-lookup'
import { documentQueries } from '../../../../api/queries/document-queries'
import { localePrefix } from '../../../../domain/locales'
import { oneOf, searchParams } from '../../../-search'
import { useLocale } from '../../../../i18n/use-locale'

/**
 * `payment=returned`: back from a bank's or the wallet's page; what to check on is in this tab's
 * return record. `change`: open the return-date change; `pay`: open paying what is owed (both
 * from My rentals).
 */
const postBookingSearch = searchParams({
  payment: oneOf(['returned']),
  change: oneOf(['end']),
  pay: oneOf(['now']),
})

// A failed side request shows up where its data is used, not as the page's error.
const ignore = () => undefined

/**
 * The page after booking (SPEC §2 post-booking), also reached from My rentals. The booking is
 * what the page is about, so it is loaded first; payment and documents load alongside and show
 * their own loading and error states.
 */
export const Route = createFileRoute('/{-$locale}/_account/post-booking/$bookingId')({
  validateSearch: postBookingSearch,
  loader: async ({ context, params }) => {
    const { queryClient, user } = context
    void queryClient
      .query(bookingQueries.paymentDetails(user.userId, params.bookingId))
      .catch(ignore)
    void queryClient.query(documentQueries.status()).catch(ignore)
    void queryClient.query(documentQueries.required()).catch(ignore)
    const booking = await findBooking(queryClient, user.userId, params.bookingId)
    if (!booking) throw notFound()
  },
  pendingComponent: PostBookingSkeleton,
  notFoundComponent: BookingNotFound,
  component: PostBookingRoute,
})

function PostBookingRoute() {
  const { user } = Route.useRouteContext()
  const { bookingId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate()
  const prefix = localePrefix(useLocale().locale)
  // Read once when the page opens; the URL then drops the flags so a reload starts afresh.
  const [opened] = useState(() => ({
    returned: search.payment === 'returned',
    changeEnd: search.change === 'end',
    payNow: search.pay === 'now',
  }))
  useEffect(() => {
    if (search.payment || search.change || search.pay)
      void navigate({
        to: '/{-$locale}/post-booking/$bookingId',
        params: { locale: prefix, bookingId },
        search: {},
        replace: true,
      })
  }, [search.payment, search.change, search.pay, navigate, prefix, bookingId])
  const booking = useSuspenseQuery({
    ...bookingQueries.list(user.userId),
    select: (data) => data.bookings.find((candidate) => candidate.bookingId === bookingId),
  }).data
  if (!booking) return <BookingNotFound />
  return (
    <PostBookingPage
      booking={booking}
      user={user}
      returned={opened.returned}
      changeEnd={opened.changeEnd}
      payNow={opened.payNow}
    />
  )
}
