import { Temporal } from 'temporal-polyfill'

// An iCalendar file (RFC 5545) with one event, for "Add to calendar". Times are written in UTC
// (`Z` form), so every calendar app shows them in its own zone without a VTIMEZONE block.

export interface CalendarEvent {
  /** Globally unique and stable: importing the file twice updates the event, not duplicates it. */
  uid: string
  /** Offset date-times, e.g. 2026-12-01T14:00:00+04:00. */
  start: string
  end: string
  summary: string
  location?: string | undefined
  description?: string | undefined
  /** A link back to the booking. */
  url?: string | undefined
  /** A reminder this many minutes before the start. */
  reminderMinutes?: number | undefined
}

const CRLF = '\r\n'
/** RFC 5545 §3.1: content lines are folded after 75 octets. */
const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

/** `2026-12-01T14:00:00+04:00` → `20261201T100000Z`. */
export function toUtcDateTime(isoDateTime: string): string {
  const utc = Temporal.Instant.from(isoDateTime).toZonedDateTimeISO('UTC')
  const pad = (value: number, length = 2) => String(value).padStart(length, '0')
  return (
    `${pad(utc.year, 4)}${pad(utc.month)}${pad(utc.day)}` +
    `T${pad(utc.hour)}${pad(utc.minute)}${pad(utc.second)}Z`
  )
}

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma are escaped, line breaks become `\n`,
 * and other control characters (not allowed in TEXT) are dropped.
 */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
  return withoutControls(escaped, { keepTab: true })
}

function withoutControls(value: string, options: { keepTab: boolean }): string {
  return value.replace(/\p{Cc}/gu, (character) =>
    options.keepTab && character === '\t' ? character : '',
  )
}

/**
 * RFC 5545 §3.1: a line longer than 75 octets continues on the next line after CRLF and one
 * space. Octets are UTF-8, and a character is never split across lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  // The continuation's leading space counts towards its 75 octets.
  let limit = MAX_LINE_OCTETS
  for (const character of line) {
    const size = encoder.encode(character).length
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join(`${CRLF} `)
}

/** The whole file; `stamp` is the moment it was made (DTSTAMP), as an ISO instant. */
export function calendarFile(event: CalendarEvent, stamp: string): string {
  const start = Temporal.Instant.from(event.start)
  const end = Temporal.Instant.from(event.end)
  if (Temporal.Instant.compare(end, start) <= 0)
    throw new RangeError('The event ends before it starts')
  const optional = (name: string, value: string | undefined) =>
    value ? [`${name}:${escapeText(value)}`] : []
  const reminder =
    event.reminderMinutes !== undefined && event.reminderMinutes > 0
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${Math.round(event.reminderMinutes)}M`,
          'END:VALARM',
        ]
      : []
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rental//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${toUtcDateTime(stamp)}`,
    `DTSTART:${toUtcDateTime(event.start)}`,
    `DTEND:${toUtcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional('LOCATION', event.location),
    ...optional('DESCRIPTION', event.description),
    // A URI value is not TEXT: it is written as it is, minus anything that would break the line.
    ...(event.url ? [`URL:${withoutControls(event.url, { keepTab: false })}`] : []),
    ...reminder,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
