import { cityTimezone, type CityInfo } from '../domain/cities'
import { logToPlatform } from './logger'

/** The time zone for a city's dates; a missing city is logged (SPEC §8) and UTC is used. */
export function timezoneFor(city: Pick<CityInfo, 'timezone'> | undefined): string {
  return cityTimezone(city, (message) => void logToPlatform(message, 'warn', 'city-timezone'))
}
