/**
 * The window event each tracked event is announced with (its detail is the AnalyticsEvent), so
 * the sandbox panel, a separate bundle that never imports the app, can list what would be sent.
 * A module of its own: the app's first script announces events and needs none of the schemas.
 */
export const ANALYTICS_WINDOW_EVENT = 'rental-analytics:event'
