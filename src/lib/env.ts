import { parseAppEnvironment } from '../domain/features'
import { RIDE_APP_HOME_URL } from './ride-app-exit'

// Build-time configuration (README: "Pointing at a real platform").

const appEnvironment = parseAppEnvironment(import.meta.env.VITE_APP_ENV)

/**
 * Whether this build carries the sandbox. A top-level constant, so the bundler writes its value
 * into every module that asks and a build without the sandbox drops the code behind it.
 */
export const sandboxBuild = import.meta.env.VITE_SANDBOX !== 'false'

export const env = {
  isSandbox: sandboxBuild,
  appEnvironment,
  sentryDsn: import.meta.env.VITE_SENTRY_DSN ?? '',
  sentryReplay: import.meta.env.VITE_SENTRY_REPLAY !== 'false',
  /** Analytics and tracking run only in a production build for the production environment. */
  runsAnalytics: import.meta.env.PROD && appEnvironment === 'production',
  analyticsScriptUrl: import.meta.env.VITE_ANALYTICS_SCRIPT_URL ?? '',
  /** Checkout.com's public key for its card fields (Frames); empty where none is configured. */
  checkoutPublicKey: import.meta.env.VITE_CHECKOUT_PUBLIC_KEY ?? '',
  /** A browser key for the Maps JavaScript API and Places API (New), restricted by referrer. */
  googleMapsApiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined,
  /** The map ID the refine step's map is drawn with (advanced markers need one). */
  googleMapsMapId: import.meta.env.VITE_GOOGLE_MAPS_MAP_ID || undefined,
  /** The sandbox stands in for the ride app with a page of its own. */
  rideAppHomeUrl: RIDE_APP_HOME_URL,
} as const
