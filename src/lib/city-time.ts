import { cityTimezone, type CityInfo } from '../domain/cities'
import { logToPlatform } from './logger'

// Asked while rendering, so a page asks again on every render: the missing city is one fact,
// reported once per page load.
let reported = false

/** The time zone for a city's dates; a missing city is logged (SPEC §8) and UTC is used. */
export function timezoneFor(city: Pick<CityInfo, 'timezone'> | undefined): string {
  return cityTimezone(city, (message) => {
    if (reported) return
    reported = true
    void logToPlatform(message, 'warn', 'city-timezone')
  })
}
