// Weekday order without Temporal, for lists that only need the days' order (opening hours).

/** The seven weekday indexes (Sunday = 0) in display order for a week start day. */
export function weekdayOrder(weekStart: number): number[] {
  return Array.from({ length: 7 }, (_, index) => (weekStart + index) % 7)
}
