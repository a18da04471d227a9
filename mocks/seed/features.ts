import type { FeatureRecord } from '../db'

/** SPEC §6 flags with their sandbox defaults. */
export const SEED_FEATURES: readonly FeatureRecord[] = [
  { key: 'arabic-on-internal', enabled: false },
  { key: 'change-handback-in-last-hour', enabled: false },
  { key: 'ride-app-contact-us-popup', enabled: true },
  // Visitors travel on roaming numbers: the WhatsApp checkbox is off for the UAE visitor persona,
  // so the flag can be seen both ways.
  {
    key: 'whatsapp-notification-checkbox',
    enabled: true,
    userOverrides: [{ userId: 'user-tourist-uae', enabled: false }],
  },
  { key: 'payment-revamp', enabled: false, userOverrides: [{ userId: 'user-vip', enabled: true }] },
]
