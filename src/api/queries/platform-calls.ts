// The platform calls behind the queries, each module loaded by the first query that runs it.
// Their response schemas are most of the API layer's weight and all of its start-up work (every
// zod schema is built when its module runs), and a prerendered first page asks for nothing until
// it is interactive: so none of it is part of the first script (docs/performance.md).

export const availabilityCalls = () => import('../availability')
export const configurationCalls = () => import('../configuration')
export const featureCalls = () => import('../features')
export const identityCalls = () => import('../identity')
export const paymentCalls = () => import('../payment')
export const sandboxCalls = () => import('../sandbox')
