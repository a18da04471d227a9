import { productPathSchema, type ProductType } from '../../src/api/schemas/common'
import { BadRequest, errorResponse } from './respond'

/**
 * The product a path segment names (`daily` or `subscription`). Any other segment (`weekly`) names
 * no resource, so it is a 404 with UNKNOWN_PRODUCT, thrown for route() to answer.
 */
export function productFromPath(segment: string | undefined): ProductType {
  const parsed = productPathSchema.safeParse(segment)
  if (!parsed.success) {
    throw new BadRequest(
      errorResponse(404, `Unknown product ${String(segment)}`, { code: 'UNKNOWN_PRODUCT' }),
    )
  }
  return parsed.data === 'daily' ? 'DAILY' : 'MONTHLY'
}
