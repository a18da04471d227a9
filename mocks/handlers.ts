import { authHandlers } from './handlers/auth'
import { availabilityHandlers } from './handlers/availability'
import { configurationHandlers } from './handlers/configuration'
import { identityHandlers } from './handlers/identity'
import { paymentHandlers } from './handlers/payment'
import { platformMetaHandlers } from './handlers/platform-meta'
import { sandboxHandlers } from './handlers/sandbox'
import { sandboxControlHandlers } from './handlers/sandbox-controls'
import { inboxHandlers } from './handlers/sandbox-inbox'

/** Every endpoint of the fake platform, shared by the browser worker, Node tests and the server. */
export const handlers = [
  ...platformMetaHandlers,
  ...authHandlers,
  ...identityHandlers,
  ...configurationHandlers,
  ...availabilityHandlers,
  ...paymentHandlers,
  ...sandboxHandlers,
  ...sandboxControlHandlers,
  ...inboxHandlers,
]
