import { Temporal } from 'temporal-polyfill'

/** For tests and probes: a Dubai moment `days` from today at 14:00 (inside business hours every day), as the platform writes it. */
export function dubaiDay(days: number): string {
  return Temporal.Now.zonedDateTimeISO('Asia/Dubai')
    .startOfDay()
    .add({ days })
    .with({ hour: 14 })
    .toString({ timeZoneName: 'never' })
}
