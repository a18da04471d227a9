// The platform calls behind the queries, each module loaded by the first query that runs it.
// Their response schemas are most of the API layer's weight and all of its start-up work (every
// zod schema is built when its module runs), and a prerendered first page asks for nothing until
// it is interactive: so none of it is part of the first script (docs/performance.md). A module
// that cannot be fetched while the browser is offline is fetched once it is back: the query waits
// (its page keeps what it shows) instead of failing to the error page.

import { retriedWhenOnline } from '../../domain/connection'

export const availabilityCalls = retriedWhenOnline(() => import('../availability'))
export const configurationCalls = retriedWhenOnline(() => import('../configuration'))
export const featureCalls = retriedWhenOnline(() => import('../features'))
export const identityCalls = retriedWhenOnline(() => import('../identity'))
export const paymentCalls = retriedWhenOnline(() => import('../payment'))
export const sandboxCalls = retriedWhenOnline(() => import('../sandbox'))
