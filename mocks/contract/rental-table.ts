import { sendAnalyticsEvents } from '../../src/api/analytics'
import { careemHandler, login, logout, socialLogin } from '../../src/api/auth'
import { getFeatures } from '../../src/api/features'
import { request } from '../../src/api/http'
import { rentalPaths } from '../../src/api/paths'
import { emptySchema } from '../../src/api/schemas/common'
import { asCustomer, PASSWORD, withFault, type ContractTable } from './kit'
import { nowIso } from '../lib/time'

const log = (body: unknown) =>
  request({ base: 'rental', path: rentalPaths.logger, method: 'POST', body, schema: emptySchema })

export const rentalContracts: ContractTable = {
  [`POST ${rentalPaths.login}`]: {
    happy: asCustomer,
    failure: () => login({ email: 'customer@rental.test', password: `${PASSWORD}x` }),
    fails: 401,
  },
  [`POST ${rentalPaths.logout}`]: {
    happy: async () => (await asCustomer(), logout()),
    failure: () => withFault('auth', 503, logout),
    fails: 503,
  },
  [`POST ${rentalPaths.socialLogin}`]: {
    happy: () =>
      socialLogin({
        accessToken: 'sandbox-google:customer@rental.test',
        email: 'customer@rental.test',
        isGoogle: true,
      }),
    failure: () =>
      socialLogin({ accessToken: 'forged', email: 'customer@rental.test', isGoogle: true }),
    fails: 401,
  },
  [`GET ${rentalPaths.careemHandler}`]: {
    happy: () => careemHandler({ code: 'sandbox-ride-app' }),
    failure: () => careemHandler({ code: 'wrong' }),
    fails: 401,
  },
  [`POST ${rentalPaths.logger}`]: {
    happy: () =>
      log({ msg: 'hi', type: 'info', additional: { label: 'x', userAgent: 'y', deviceInfo: 'z' } }),
    failure: () => log({ msg: '' }),
    fails: 422,
  },
  [`GET ${rentalPaths.features}`]: {
    happy: () => getFeatures(),
    failure: () => withFault('features', 403, getFeatures),
    fails: 403,
  },
  [`POST ${rentalPaths.analytics}`]: {
    happy: () => sendAnalyticsEvents([{ name: 'page_view', properties: {}, timestamp: nowIso() }]),
    failure: () => sendAnalyticsEvents([]),
    fails: 422,
  },
}
