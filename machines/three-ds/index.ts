// The 3-D Secure status poll as other flows see it: adding a card and paying invoke it as a child
// after the bank's page. The rest of this folder is the flow's own.

export { POLL_INTERVAL_MS, threeDsMachine } from './three-ds.machine'
export type { PollStatus, PollTarget } from './three-ds.actors'
