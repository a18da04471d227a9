import { describe, expect, it } from 'vitest'
import {
  calendarFile,
  escapeText,
  foldLine,
  toUtcDateTime,
  type CalendarEvent,
} from './calendar-file'

const EVENT: CalendarEvent = {
  uid: 'bkg-customer-upcoming@rental',
  start: '2026-12-01T14:00:00+04:00',
  end: '2026-12-05T14:00:00+04:00',
  summary: 'Car rental: Toyota Camry 2024',
  location: 'Dubai Marina, Marina Walk; Tower 3',
  description: 'Reference RNT-MING\nPick-up at 14:00',
  url: 'https://example.test/rental/post-booking/bkg-customer-upcoming',
  reminderMinutes: 24 * 60,
}
const STAMP = '2026-11-20T08:30:05Z'

const octets = (line: string) => new TextEncoder().encode(line).length
/** RFC 5545 §3.1 unfolding: remove every CRLF followed by one space. */
const unfold = (text: string) => text.replace(/\r\n /g, '')

describe('times', () => {
  it('writes offset date-times as UTC in the basic `Z` form', () => {
    expect(toUtcDateTime('2026-12-01T14:00:00+04:00')).toBe('20261201T100000Z')
    expect(toUtcDateTime('2026-12-01T02:30:00+04:00')).toBe('20261130T223000Z')
    // Budapest on both sides of the end of summer time.
    expect(toUtcDateTime('2026-10-24T14:00:00+02:00')).toBe('20261024T120000Z')
    expect(toUtcDateTime('2026-10-26T14:00:00+01:00')).toBe('20261026T130000Z')
    expect(toUtcDateTime('2026-11-20T08:30:05.123Z')).toBe('20261120T083005Z')
  })

  it('rejects what is not a moment', () => {
    expect(() => toUtcDateTime('2026-02-30T10:00:00+04:00')).toThrow()
    expect(() => toUtcDateTime('tomorrow')).toThrow()
  })
})

describe('text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d')
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour')
  })

  it('drops control characters but keeps tabs and any script', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td')
    expect(escapeText('دبي مارينا، برج ٣ 🚗')).toBe('دبي مارينا، برج ٣ 🚗')
  })
})

describe('folding', () => {
  it('leaves lines of up to 75 octets alone', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
  })

  it('folds longer lines with CRLF and a space, each physical line at most 75 octets', () => {
    const folded = foldLine(`DESCRIPTION:${'y'.repeat(200)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBe(3)
    expect(lines[0]).toHaveLength(75)
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(unfold(folded)).toBe(`DESCRIPTION:${'y'.repeat(200)}`)
  })

  it('counts UTF-8 octets and never splits a character', () => {
    const arabic = `LOCATION:${'مارينا '.repeat(20)}`
    const emoji = `SUMMARY:${'🚗'.repeat(40)}`
    for (const line of [arabic, emoji]) {
      const folded = foldLine(line)
      for (const physical of folded.split('\r\n')) {
        expect(octets(physical)).toBeLessThanOrEqual(75)
        // A split surrogate pair or byte sequence would not survive a UTF-8 round trip.
        expect(new TextDecoder().decode(new TextEncoder().encode(physical))).toBe(physical)
      }
      expect(unfold(folded)).toBe(line)
    }
  })
})

describe('calendar file', () => {
  const file = calendarFile(EVENT, STAMP)
  const lines = unfold(file).split('\r\n')

  it('is one VEVENT in a VCALENDAR, with CRLF line endings throughout', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain('PRODID:-//Rental//Bookings//EN')
  })

  it('carries the UID, stamp, UTC times and escaped text', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:bkg-customer-upcoming@rental',
        'DTSTAMP:20261120T083005Z',
        'DTSTART:20261201T100000Z',
        'DTEND:20261205T100000Z',
        'SUMMARY:Car rental: Toyota Camry 2024',
        'LOCATION:Dubai Marina\\, Marina Walk\\; Tower 3',
        'DESCRIPTION:Reference RNT-MING\\nPick-up at 14:00',
        'URL:https://example.test/rental/post-booking/bkg-customer-upcoming',
      ]),
    )
  })

  it('adds a reminder when asked, and none otherwise', () => {
    expect(lines).toEqual(
      expect.arrayContaining(['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT1440M', 'END:VALARM']),
    )
    const plain = calendarFile({ ...EVENT, reminderMinutes: undefined }, STAMP)
    expect(plain).not.toContain('VALARM')
  })

  it('leaves out empty optional fields', () => {
    const bare = calendarFile(
      { ...EVENT, location: '', description: undefined, url: undefined },
      STAMP,
    )
    expect(bare).not.toMatch(/^(LOCATION|URL)|^DESCRIPTION:Reference/m)
  })

  it('keeps injected line breaks from adding properties', () => {
    const hostile = calendarFile(
      {
        ...EVENT,
        summary: 'Trip\r\nATTENDEE:mailto:evil@example.test',
        url: 'https://x.test/\r\nX:1',
      },
      STAMP,
    )
    const properties = unfold(hostile).split('\r\n')
    expect(properties.some((line) => line.startsWith('ATTENDEE'))).toBe(false)
    expect(properties.some((line) => line.startsWith('X:'))).toBe(false)
  })

  it('refuses an event that ends before it starts', () => {
    expect(() => calendarFile({ ...EVENT, end: EVENT.start }, STAMP)).toThrow(RangeError)
  })
})
