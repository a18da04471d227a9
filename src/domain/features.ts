import type { Feature } from '../api/schemas/platform-meta'

/** SPEC §6 flags. */
export const FEATURE_KEYS = {
  arabicOnInternal: 'arabic-on-internal',
  changeHandbackInLastHour: 'change-handback-in-last-hour',
  rideAppContactUsPopup: 'ride-app-contact-us-popup',
  whatsappNotificationCheckbox: 'whatsapp-notification-checkbox',
  paymentRevamp: 'payment-revamp',
} as const
export type FeatureKey = (typeof FEATURE_KEYS)[keyof typeof FEATURE_KEYS]

/**
 * The flag as the platform resolved it for this session (per-user overrides included); an
 * unknown or not yet loaded flag is off.
 */
export function isFeatureEnabled(
  features: readonly Feature[] | undefined,
  key: FeatureKey,
): boolean {
  return features?.find((candidate) => candidate.key === key)?.enabled ?? false
}

export type AppEnvironment = 'sandbox' | 'internal' | 'production'

export function parseAppEnvironment(value: string | undefined): AppEnvironment {
  return value === 'internal' || value === 'production' ? value : 'sandbox'
}

/** SPEC §6: on the internal environment Arabic is offered only while its flag is on. */
export function isArabicAvailable(
  environment: AppEnvironment,
  features: readonly Feature[] | undefined,
): boolean {
  if (environment !== 'internal') return true
  return isFeatureEnabled(features, FEATURE_KEYS.arabicOnInternal)
}
