// Imported on its own before the auth machine (./session.ts): evaluating XState is then a task
// apart from defining the machine with it. Only what the session uses is named, so the bundle
// keeps no more of XState than before.
export { createActor } from 'xstate'
