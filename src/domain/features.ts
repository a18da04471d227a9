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

/** A per-user override wins over the flag's default; an unknown flag is off. */
export function isFeatureEnabled(
  features: readonly Feature[] | undefined,
  key: FeatureKey,
  userId?: string,
): boolean {
  const feature = features?.find((candidate) => candidate.key === key)
  if (!feature) return false
  const override = userId
    ? feature.userOverrides?.find((candidate) => candidate.userId === userId)
    : undefined
  return override?.enabled ?? feature.enabled
}

export type AppEnvironment = 'sandbox' | 'internal' | 'production'

export function parseAppEnvironment(value: string | undefined): AppEnvironment {
  return value === 'internal' || value === 'production' ? value : 'sandbox'
}

/** SPEC §6: on the internal environment Arabic is offered only while its flag is on. */
export function isArabicAvailable(
  environment: AppEnvironment,
  features: readonly Feature[] | undefined,
  userId?: string,
): boolean {
  if (environment !== 'internal') return true
  return isFeatureEnabled(features, FEATURE_KEYS.arabicOnInternal, userId)
}
