/**
 * Digits after the decimal point in an amount of `currency`: none for the forint (HUF coins and
 * card charges in Hungary have no minor unit in use), two otherwise. The platform charges in
 * these units and the app writes amounts with them, so an amount never shows a digit it was not
 * charged in.
 */
export function minorUnitDigits(currency: string): number {
  return currency === 'HUF' ? 0 : 2
}
