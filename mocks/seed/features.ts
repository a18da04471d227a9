import type { FeatureRecord } from '../db'

/** SPEC §6 flags with their sandbox defaults. */
export const SEED_FEATURES: readonly FeatureRecord[] = [
  { key: 'arabic-on-internal', enabled: false },
  { key: 'change-handback-in-last-hour', enabled: false },
  { key: 'ride-app-contact-us-popup', enabled: true },
  { key: 'whatsapp-notification-checkbox', enabled: true },
  { key: 'payment-revamp', enabled: false, userOverrides: [{ userId: 'user-vip', enabled: true }] },
]
