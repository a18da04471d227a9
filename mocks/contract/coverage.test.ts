import { describe, expect, it } from 'vitest'
import {
  availabilityPaths,
  configurationPaths,
  identityPaths,
  paymentPaths,
  rentalPaths,
} from '../../src/api/paths'
import { catalogueContracts } from './catalogue-table'
import { identityContracts } from './identity-table'
import { paymentContracts } from './payment-table'
import { rentalContracts } from './rental-table'

/** Paths served with more than one method. */
const METHODS: Record<string, readonly string[]> = {
  [identityPaths.meDetails]: ['GET', 'PATCH'],
  [identityPaths.passwordReset]: ['POST', 'PATCH'],
  [identityPaths.kycStatus]: ['GET', 'PATCH'],
  [paymentPaths.billingDetails]: ['GET', 'PUT'],
}

describe('contract coverage', () => {
  it('has a happy path and a failure for every endpoint in src/api/paths.ts', () => {
    const keys = Object.keys({
      ...rentalContracts,
      ...identityContracts,
      ...catalogueContracts,
      ...paymentContracts,
    })
    const groups = [rentalPaths, identityPaths, configurationPaths, availabilityPaths, paymentPaths]
    const templates = groups.flatMap((group) => Object.values(group))
    for (const template of templates) {
      const methods = keys.filter((key) => key.slice(key.indexOf(' ') + 1) === template)
      expect(methods, template).toHaveLength(METHODS[template]?.length ?? 1)
    }
    expect(keys).toHaveLength(templates.length + Object.keys(METHODS).length)
  })
})
