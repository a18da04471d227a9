import { login } from '../../src/api/auth'
import { request } from '../../src/api/http'
import * as identity from '../../src/api/identity'
import { identityPaths } from '../../src/api/paths'
import { emptySchema } from '../../src/api/schemas/common'
import { db } from '../db'
import { asCustomer, loginAs, PASSWORD, withFault, type ContractTable } from './kit'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>')

const uploadLicence = (bytes: Uint8Array<ArrayBuffer>) =>
  identity.uploadDocument(
    { driverType: 'MAIN', documentType: 'DRIVING_LICENSE', side: 'FRONT' },
    new Blob([bytes]),
    'licence.png',
  )

const profile = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'customer@rental.test',
  waNumber: null,
  isWaEnabled: false,
  phoneNumber: null,
}

const registration = {
  firstName: 'Sara',
  lastName: 'Ali',
  email: 'sara@rental.test',
  password: 'Welcome!2026',
  preferredLanguage: 'EN' as const,
  marketingMessagesAccepted: false,
  termsAccepted: true as const,
}

const socialRegistration = {
  accessToken: 'sandbox-google:new.social@rental.test',
  email: 'new.social@rental.test',
  isGoogle: true,
  firstName: 'Nora',
  lastName: 'Saleh',
  preferredLanguage: 'AR' as const,
  marketingMessagesAccepted: true,
  termsAccepted: true as const,
}

const LICENCE = 'doc-user-customer-driving_license-front'

export const identityContracts: ContractTable = {
  [`GET ${identityPaths.meDetails}`]: {
    happy: async () => (await asCustomer(), identity.getMe()),
    failure: () => withFault('identity', 403, identity.getMe),
    fails: 403,
  },
  [`PATCH ${identityPaths.meDetails}`]: {
    happy: async () => (await asCustomer(), identity.updateMe(profile)),
    failure: async () => (await asCustomer(), identity.updateMe({ ...profile, firstName: 'L' })),
    fails: 422,
  },
  [`PATCH ${identityPaths.marketingConsent}`]: {
    happy: async () => (await asCustomer(), identity.setMarketingConsent(false)),
    failure: () => identity.setMarketingConsent(true),
    fails: 401,
  },
  [`PATCH ${identityPaths.password}`]: {
    happy: async () => (
      await asCustomer(),
      identity.changePassword({ oldPassword: PASSWORD, newPassword: 'Another!2027' })
    ),
    failure: async () => (
      await asCustomer(),
      identity.changePassword({ oldPassword: 'wrong', newPassword: 'Another!2027' })
    ),
    fails: 422,
  },
  [`PATCH ${identityPaths.preferredLanguage}`]: {
    happy: async () => (await asCustomer(), identity.setPreferredLanguage('AR')),
    failure: () => identity.setPreferredLanguage('EN'),
    fails: 401,
  },
  [`PATCH ${identityPaths.touristFlags}`]: {
    happy: async () => (
      await asCustomer(),
      identity.setTouristFlags({ isTouristUae: false, isTouristKsa: false })
    ),
    failure: () => identity.setTouristFlags({ isTouristUae: true, isTouristKsa: false }),
    fails: 401,
  },
  [`PATCH ${identityPaths.isTourist}`]: {
    happy: async () => (
      await asCustomer(),
      identity.setIsTourist('MAIN', { forceDelete: false, isTourist: false })
    ),
    failure: () => identity.setIsTourist('MAIN', { forceDelete: false, isTourist: true }),
    fails: 401,
  },
  [`POST ${identityPaths.loginCareem}`]: {
    happy: () =>
      identity.loginCareem({ authCode: 'sandbox-ride-app', country: 'ae', loginType: 'WEB' }),
    failure: () => identity.loginCareem({ authCode: 'wrong', country: 'ae', loginType: 'WEB' }),
    fails: 401,
  },
  [`POST ${identityPaths.loginSiteUser}`]: {
    happy: () => identity.loginSiteUser({ email: 'vip@rental.test', password: PASSWORD }),
    failure: () => identity.loginSiteUser({ email: 'vip@rental.test', password: 'wrong' }),
    fails: 401,
  },
  [`POST ${identityPaths.loginSocial}`]: {
    happy: () =>
      identity.loginSocial({
        accessToken: 'sandbox-apple:vip@rental.test',
        email: 'vip@rental.test',
        isGoogle: false,
      }),
    failure: () =>
      identity.loginSocial({
        accessToken: 'sandbox-apple:nobody@rental.test',
        email: 'nobody@rental.test',
        isGoogle: false,
      }),
    fails: 404,
  },
  [`POST ${identityPaths.registration}`]: {
    happy: () => identity.register(registration),
    failure: () => identity.register({ ...registration, email: 'customer@rental.test' }),
    fails: 409,
  },
  [`POST ${identityPaths.registrationSocial}`]: {
    happy: () => identity.registerSocial(socialRegistration),
    failure: () => identity.registerSocial({ ...socialRegistration, accessToken: 'forged' }),
    fails: 401,
  },
  [`POST ${identityPaths.passwordReset}`]: {
    happy: () => identity.requestPasswordReset({ email: 'customer@rental.test', city: 'DXB' }),
    failure: () =>
      request({
        base: 'platform',
        path: identityPaths.passwordReset,
        method: 'POST',
        body: { email: 'nope' },
        schema: emptySchema,
      }),
    fails: 422,
  },
  [`PATCH ${identityPaths.passwordReset}`]: {
    happy: async () => {
      await identity.requestPasswordReset({ email: 'customer@rental.test', city: 'DXB' })
      const link = db.inbox.all().at(-1)?.link ?? ''
      const token = new URL(link, 'http://sandbox').searchParams.get('token') ?? ''
      return identity.resetPassword({ token, newPassword: 'Reset!2026x' })
    },
    failure: () => identity.resetPassword({ token: 'not-a-token', newPassword: 'Reset!2026x' }),
    fails: 422,
  },
  [`GET ${identityPaths.documentStatus}`]: {
    happy: async () => (await asCustomer(), identity.getDocumentStatus('MAIN')),
    failure: () => identity.getDocumentStatus('MAIN'),
    fails: 401,
  },
  [`GET ${identityPaths.requiredDocuments}`]: {
    happy: async () => (await asCustomer(), identity.getRequiredDocuments('MAIN')),
    failure: () => identity.getRequiredDocuments('MAIN'),
    fails: 401,
  },
  [`POST ${identityPaths.uploadDocument}`]: {
    happy: async () => (await loginAs('new@rental.test'), uploadLicence(PNG)),
    failure: async () => (await loginAs('new@rental.test'), uploadLicence(HTML)),
    fails: 422,
  },
  [`GET ${identityPaths.residentQuestions}`]: {
    happy: async () => (await asCustomer(), identity.getResidentQuestions('ae', 'MAIN', 'AR')),
    failure: () => identity.getResidentQuestions('ae', 'MAIN', 'AR'),
    fails: 401,
  },
  [`POST ${identityPaths.kycAnswers}`]: {
    happy: async () => (
      await asCustomer(),
      identity.submitKycAnswers({
        driverType: 'MAIN',
        answers: [{ id: 'ae-residency-years', answer: '4' }],
      })
    ),
    failure: async () => (
      await asCustomer(),
      identity.submitKycAnswers({ driverType: 'MAIN', answers: [{ id: 'nope', answer: '4' }] })
    ),
    fails: 422,
  },
  [`GET ${identityPaths.residentDocuments}`]: {
    happy: async () => (await asCustomer(), identity.getResidentDocuments('MAIN')),
    failure: () => identity.getResidentDocuments('MAIN'),
    fails: 401,
  },
  [`GET ${identityPaths.touristDocuments}`]: {
    happy: async () => (await asCustomer(), identity.getTouristDocuments('ae', 'MAIN')),
    failure: () => identity.getTouristDocuments('ae', 'MAIN'),
    fails: 401,
  },
  [`GET ${identityPaths.kycStatus}`]: {
    happy: async () => (await asCustomer(), identity.getKycStatus()),
    failure: () => identity.getKycStatus(),
    fails: 401,
  },
  [`PATCH ${identityPaths.kycStatus}`]: {
    happy: async () => (
      await asCustomer(),
      identity.updateKycStatus({ driverType: 'ADDITIONAL', status: 'IN_PROGRESS' })
    ),
    failure: async () => (
      await asCustomer(),
      request({
        base: 'platform',
        path: identityPaths.kycStatus,
        method: 'PATCH',
        body: { status: 'BOGUS' },
        schema: emptySchema,
      })
    ),
    fails: 422,
  },
  [`GET ${identityPaths.userDocument}`]: {
    happy: async () => (await asCustomer(), identity.getUserDocument(LICENCE)),
    failure: async () => (
      await login({ email: 'vip@rental.test', password: PASSWORD }),
      identity.getUserDocument(LICENCE)
    ),
    fails: 404,
  },
}
