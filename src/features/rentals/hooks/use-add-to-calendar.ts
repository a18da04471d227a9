import { useMutation } from '@tanstack/react-query'
import type { Booking } from '../../../api/schemas/payment'
import { nowMs } from '../../../lib/clock'
import { downloadBlob } from '../../../downloads/download-blob'

export interface CalendarTexts {
  summary: string
  location: string
  description: string
}

/** The file name the calendar download gets: `rental-RNT-MING.ics`. */
export function calendarFileName(booking: Pick<Booking, 'reference'>): string {
  return `rental-${booking.reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`
}

/**
 * "Add to calendar": an .ics file with the rental from pick-up to return and a reminder the day
 * before. The file module (and Temporal with it) loads on the first click, not with the page.
 */
export function useAddToCalendar(booking: Booking, texts: CalendarTexts) {
  return useMutation({
    mutationFn: async () => {
      const { calendarFile } = await import('../../../domain/calendar-file')
      const text = calendarFile(
        {
          uid: `${booking.bookingId}@rental`,
          start: booking.from,
          end: booking.to,
          summary: texts.summary,
          location: texts.location,
          description: texts.description,
          url: `${window.location.origin}${window.location.pathname}`,
          reminderMinutes: 24 * 60,
        },
        new Date(nowMs()).toISOString(),
      )
      downloadBlob(
        new Blob([text], { type: 'text/calendar;charset=utf-8' }),
        calendarFileName(booking),
      )
    },
  })
}
