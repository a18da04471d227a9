import { startEarlyRequests } from './start-early-requests'

// What index.html runs first: the build inlines this file and what it imports
// (vite.config.ts, `earlyRequests`).
startEarlyRequests()
