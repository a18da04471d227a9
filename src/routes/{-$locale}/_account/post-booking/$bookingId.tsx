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
import { oneOf, searchParams, type SearchParam } from '../../../-search'
import { useLocale } from '../../../../i18n/use-locale'
import { readPayResume } from '../../../../features/rentals/hooks/pay-resume'

/**
 * `paying`: back from a bank's or the wallet's page, the payment to check on is in this tab's
 * storage. `change`: open the return-date change; `pay`: open paying what is owed (both from My
 * rentals).
 */
const postBookingSearch = searchParams({
  paying: payingSearch(),
  change: oneOf(['end']),
  pay: oneOf(['now']),
})

/** The router reads `?paying=1` as the number 1 (JSON search values); a link may write '1'. */
function payingSearch(): SearchParam<1 | '1'> {
  return { read: (value) => (value === 1 || value === '1' ? value : undefined) }
}

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
    resume: search.paying ? readPayResume(bookingId) : null,
    changeEnd: search.change === 'end',
    payNow: search.pay === 'now',
  }))
  useEffect(() => {
    if (search.paying || search.change || search.pay)
      void navigate({
        to: '/{-$locale}/post-booking/$bookingId',
        params: { locale: prefix, bookingId },
        search: {},
        replace: true,
      })
  }, [search.paying, search.change, search.pay, navigate, prefix, bookingId])
  const booking = useSuspenseQuery({
    ...bookingQueries.list(user.userId),
    select: (data) => data.bookings.find((candidate) => candidate.bookingId === bookingId),
  }).data
  if (!booking) return <BookingNotFound />
  return (
    <PostBookingPage
      booking={booking}
      user={user}
      resume={opened.resume}
      changeEnd={opened.changeEnd}
      payNow={opened.payNow}
    />
  )
}
