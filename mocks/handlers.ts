import { configurationHandlers } from './handlers/configuration'
import { platformMetaHandlers } from './handlers/platform-meta'

/** Every endpoint of the fake platform, shared by the browser worker, Node tests and the server. */
export const handlers = [...platformMetaHandlers, ...configurationHandlers]
