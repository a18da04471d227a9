// What `use-sync-external-store/shim` resolves to (vite.config.ts, `reactOwnSyncExternalStore`):
// React's own hook, which the shim hands over on React 18 and later anyway.
export { useSyncExternalStore } from 'react'
