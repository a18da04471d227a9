import { request } from './http'
import { rentalPaths } from './paths'
import { featuresResponseSchema } from './schemas/platform-meta'

export function getFeatures(signal?: AbortSignal) {
  return request({
    base: 'rental',
    path: rentalPaths.features,
    schema: featuresResponseSchema,
    signal,
  })
}
