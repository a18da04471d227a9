import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { listingQueries } from './listing-queries'
import { monthSpan } from '../../domain/booked-days'
import { shiftMonth } from '../../domain/calendar'

/** The car a calendar is for: its booked days are shown and cannot be chosen. */
export interface CalendarListing {
  listingId: string
  cityCode: string
}

const NONE: ReadonlySet<string> = new Set()

/**
 * The car's booked days known so far: those of every month the calendar has shown and of the
 * month after the one in view, since a rental from a day in view runs into it (a pick-up on the
 * 29th must know the car is booked from the 1st). It never suspends or fails: while an answer is
 * on its way, or when it fails, those days stay choosable and the platform's overlap refusal
 * remains the check.
 */
export function useBookedDays(
  listing: CalendarListing | undefined,
  month: string,
): ReadonlySet<string> {
  const [shown, setShown] = useState<readonly string[]>([month])
  // Recorded while rendering (React's "information from previous renders"), so the new month's
  // call starts with this render, not an effect later.
  if (!shown.includes(month)) setShown([...shown, month])
  const next = shiftMonth(month, 1)
  const months = shown.includes(next) ? shown : [...shown, next]
  const answers = useQueries({
    queries: listing
      ? months.map((shownMonth) =>
          listingQueries.bookedDays(listing.listingId, listing.cityCode, monthSpan(shownMonth)),
        )
      : [],
  })
  if (!listing) return NONE
  return new Set(answers.flatMap((answer) => answer.data?.bookedDays ?? []))
}
