/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the rental API (auth, logger, features). Default `/rental/api`. */
  readonly VITE_RENTAL_API_BASE?: string
  /** Base of the platform API (identity, configuration, availability, payment). Default `/api`. */
  readonly VITE_PLATFORM_API_BASE?: string
  /**
   * Whether the in-browser fake platform runs: always `true` or `false` in the app, set by
   * vite.config.ts (scripts/vite/sandbox-build.ts: off in a plain build unless asked).
   */
  readonly VITE_SANDBOX?: string
  /** How many cars the sandbox's fleet has (at least 80; 90 by default). */
  readonly VITE_SEED_LISTINGS?: string
  /** `sandbox` (default), `internal` or `production`: gates the Arabic-on-internal flag. */
  readonly VITE_APP_ENV?: string
  /** Error reporting is loaded only when a DSN is configured. */
  readonly VITE_SENTRY_DSN?: string
  /** `false` leaves session replay out of error reporting (the end-to-end build). */
  readonly VITE_SENTRY_REPLAY?: string
  /** Where browser back from the cars list leads on a phone. */
  readonly VITE_RIDE_APP_HOME_URL?: string
  /**
   * The ride app's login (OAuth) screen behind "Continue with the ride app"; it sends the customer
   * back to /rental/login/careem. Unset: the button is hidden (the sandbox uses its own page).
   */
  readonly VITE_RIDE_APP_LOGIN_URL?: string
  /** Google Identity Services web client ID; unset hides "Continue with Google". */
  readonly VITE_GOOGLE_CLIENT_ID?: string
  /** Sign in with Apple Services ID; with the redirect URI below, shows "Sign in with Apple". */
  readonly VITE_APPLE_CLIENT_ID?: string
  /** A Return URL registered for the Services ID (Apple asks for one even in its popup flow). */
  readonly VITE_APPLE_REDIRECT_URI?: string
  /**
   * Checkout.com public key (`pk_sbox_…` or `pk_…`) for the card fields (Frames); unset outside
   * the sandbox means new cards cannot be added (saved cards and the wallet still pay).
   */
  readonly VITE_CHECKOUT_PUBLIC_KEY?: string
  /** `sandbox` or `production`: which Checkout.com API the page may talk to (CSP). */
  readonly VITE_CHECKOUT_ENV?: string
  /** Maps JavaScript API browser key (referrer-restricted); with the map ID, turns on Google address search. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string
  /** The Google Cloud map ID the refine step's map uses (advanced markers need a map ID). */
  readonly VITE_GOOGLE_MAPS_MAP_ID?: string
  /** A tracking script loaded only in production builds, when set. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
