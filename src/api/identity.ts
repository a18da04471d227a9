import { z } from 'zod/mini'
import { request, requestBlob } from './http'
import { fillPath, identityPaths } from './paths'
import { emptySchema, type DriverType, type ServerLanguage } from './schemas/common'
import {
  loginResponseSchema,
  type LoginForm,
  type Registration,
  type SocialLogin,
  careemLoginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  socialRegistrationSchema,
} from './schemas/auth'
import {
  documentListSchema,
  documentStatusSchema,
  kycAnswersSchema,
  kycStatusSchema,
  kycStatusUpdateSchema,
  requiredDocumentsSchema,
  residentQuestionsSchema,
  type DocumentSide,
  type DocumentType,
} from './schemas/documents'
import {
  isTouristSchema,
  meDetailsResponseSchema,
  passwordChangeSchema,
  touristFlagsSchema,
  userSchema,
  type UserEdit,
} from './schemas/user'

const platform = 'platform' as const

/** The logged-in user, or null when the session is missing. */
export function getMe(signal?: AbortSignal) {
  return request({
    base: platform,
    path: identityPaths.meDetails,
    schema: meDetailsResponseSchema,
    signal,
  })
}

export function updateMe(body: UserEdit) {
  return request({
    base: platform,
    path: identityPaths.meDetails,
    method: 'PATCH',
    body,
    schema: userSchema,
  })
}

export function setMarketingConsent(marketingMessagesAccepted: boolean) {
  return request({
    base: platform,
    path: identityPaths.marketingConsent,
    method: 'PATCH',
    body: { marketingMessagesAccepted },
    schema: userSchema,
  })
}

export function changePassword(body: z.infer<typeof passwordChangeSchema>) {
  return request({
    base: platform,
    path: identityPaths.password,
    method: 'PATCH',
    body,
    schema: emptySchema,
  })
}

export function setPreferredLanguage(preferredLanguage: 'EN' | 'AR') {
  return request({
    base: platform,
    path: identityPaths.preferredLanguage,
    method: 'PATCH',
    body: { preferredLanguage },
    schema: userSchema,
  })
}

export function setTouristFlags(body: z.infer<typeof touristFlagsSchema>) {
  return request({
    base: platform,
    path: identityPaths.touristFlags,
    method: 'PATCH',
    body,
    schema: userSchema,
  })
}

export function setIsTourist(driverType: DriverType, body: z.infer<typeof isTouristSchema>) {
  return request({
    base: platform,
    path: identityPaths.isTourist,
    method: 'PATCH',
    query: { driverType },
    body,
    schema: kycStatusSchema,
  })
}

export function loginCareem(body: z.infer<typeof careemLoginSchema>) {
  return request({
    base: platform,
    path: identityPaths.loginCareem,
    method: 'POST',
    body,
    schema: loginResponseSchema,
  })
}

export function loginSiteUser(body: LoginForm) {
  return request({
    base: platform,
    path: identityPaths.loginSiteUser,
    method: 'POST',
    body,
    schema: loginResponseSchema,
  })
}

export function loginSocial(body: SocialLogin) {
  return request({
    base: platform,
    path: identityPaths.loginSocial,
    method: 'POST',
    body,
    schema: loginResponseSchema,
  })
}

export function register(body: Registration) {
  return request({
    base: platform,
    path: identityPaths.registration,
    method: 'POST',
    body,
    schema: loginResponseSchema,
  })
}

export function registerSocial(body: z.infer<typeof socialRegistrationSchema>) {
  return request({
    base: platform,
    path: identityPaths.registrationSocial,
    method: 'POST',
    body,
    schema: loginResponseSchema,
  })
}

export function requestPasswordReset(body: z.infer<typeof passwordResetRequestSchema>) {
  return request({
    base: platform,
    path: identityPaths.passwordReset,
    method: 'POST',
    body,
    schema: emptySchema,
  })
}

export function resetPassword(body: z.infer<typeof passwordResetSchema>) {
  return request({
    base: platform,
    path: identityPaths.passwordReset,
    method: 'PATCH',
    body,
    schema: emptySchema,
  })
}

export function getDocumentStatus(driverType: DriverType, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(identityPaths.documentStatus, { driverType }),
    schema: documentStatusSchema,
    signal,
  })
}

export function getRequiredDocuments(driverType: DriverType, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(identityPaths.requiredDocuments, { driverType }),
    schema: requiredDocumentsSchema,
    signal,
  })
}

export function uploadDocument(
  target: { driverType: DriverType; documentType: DocumentType; side: DocumentSide },
  file: Blob,
  fileName: string,
  signal?: AbortSignal,
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData()
  form.set('file', file, fileName)
  return request({
    base: platform,
    path: fillPath(identityPaths.uploadDocument, {
      driverType: target.driverType,
      documentType: target.documentType,
      side: target.side,
    }),
    method: 'POST',
    body: form,
    schema: documentStatusSchema,
    signal,
    onUploadProgress: onProgress,
  })
}

/**
 * The questions come worded in the page's `language`, sent as a `language` query parameter
 * rather than an Accept-Language header: the answer then depends on the URL alone (a cache or a
 * log tells the two wordings apart without Vary), the language is exact rather than negotiated,
 * and the app's other language-dependent calls name their language in the URL too
 * (translations, legal documents).
 */
export function getResidentQuestions(
  countryCode: string,
  driverType: DriverType,
  language: ServerLanguage,
  signal?: AbortSignal,
) {
  return request({
    base: platform,
    path: fillPath(identityPaths.residentQuestions, { countryCode }),
    query: { driverType, language },
    schema: residentQuestionsSchema,
    signal,
  })
}

export function submitKycAnswers(body: z.infer<typeof kycAnswersSchema>) {
  return request({
    base: platform,
    path: identityPaths.kycAnswers,
    method: 'POST',
    body,
    schema: emptySchema,
  })
}

export function getResidentDocuments(driverType: DriverType, signal?: AbortSignal) {
  return request({
    base: platform,
    path: identityPaths.residentDocuments,
    query: { driverType },
    schema: documentListSchema,
    signal,
  })
}

export function getTouristDocuments(country: string, driverType: DriverType, signal?: AbortSignal) {
  return request({
    base: platform,
    path: identityPaths.touristDocuments,
    query: { country, driverType },
    schema: documentListSchema,
    signal,
  })
}

export function getKycStatus(signal?: AbortSignal) {
  return request({ base: platform, path: identityPaths.kycStatus, schema: kycStatusSchema, signal })
}

export function updateKycStatus(body: z.infer<typeof kycStatusUpdateSchema>) {
  return request({
    base: platform,
    path: identityPaths.kycStatus,
    method: 'PATCH',
    body,
    schema: kycStatusSchema,
  })
}

export function getUserDocument(documentId: string, signal?: AbortSignal) {
  return requestBlob({
    base: platform,
    path: fillPath(identityPaths.userDocument, { documentId }),
    signal,
  })
}
