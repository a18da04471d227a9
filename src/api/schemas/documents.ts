import { z } from 'zod/mini'
import { driverTypeSchema } from './common'

export const documentTypeSchema = z.enum([
  'EMIRATES_ID',
  'NATIONAL_ID',
  'DRIVING_LICENSE',
  'PASSPORT',
  'VISA',
  'INTERNATIONAL_DRIVING_PERMIT',
])
export type DocumentType = z.infer<typeof documentTypeSchema>

export const documentSideSchema = z.enum(['FRONT', 'BACK', 'ONE_SIDED'])
export type DocumentSide = z.infer<typeof documentSideSchema>

export const overallDocumentStatusSchema = z.enum(['SUBMITTED', 'APPROVED', 'DECLINED'])

export const uploadedDocumentStatusSchema = z.enum([
  'AWAITING_SUBMISSION',
  'PENDING',
  'SUBMITTED',
  'APPROVED',
  'DECLINED',
  'RESUBMISSION_REQUESTED',
])

export const uploadedDocumentSchema = z.object({
  documentId: z.string(),
  type: documentTypeSchema,
  side: documentSideSchema,
  status: uploadedDocumentStatusSchema,
})
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>

/** SPEC §3 document status; overallStatus is null until anything is submitted. */
export const documentStatusSchema = z.object({
  driverType: driverTypeSchema,
  overallStatus: z.nullable(overallDocumentStatusSchema),
  currentDocument: z.nullable(documentTypeSchema),
  uploadedDocuments: z.array(uploadedDocumentSchema),
})
export type DocumentStatus = z.infer<typeof documentStatusSchema>

export const requiredDocumentSchema = z.object({
  type: documentTypeSchema,
  isHidden: z.boolean(),
  isMandatory: z.boolean(),
  isTwoSided: z.boolean(),
})
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>

/** SPEC §3: grouped by TOURIST and RESIDENT. */
export const requiredDocumentsSchema = z.object({
  TOURIST: z.array(requiredDocumentSchema),
  RESIDENT: z.array(requiredDocumentSchema),
})
export type RequiredDocuments = z.infer<typeof requiredDocumentsSchema>

export const documentListSchema = z.object({ documents: z.array(requiredDocumentSchema) })

export const kycStatusValueSchema = z.enum([
  'NOT_STARTED',
  'IN_PROGRESS',
  'SUBMITTED',
  'APPROVED',
  'DECLINED',
])
export type KycStatusValue = z.infer<typeof kycStatusValueSchema>

/** SPEC §3 KYC status per driver type. */
export const kycStatusSchema = z.object({
  MAIN: z.object({ status: kycStatusValueSchema, isTourist: z.boolean() }),
  ADDITIONAL: z.object({ status: kycStatusValueSchema, isTourist: z.boolean() }),
})
export type KycStatus = z.infer<typeof kycStatusSchema>

export const kycStatusUpdateSchema = z.object({
  driverType: driverTypeSchema,
  status: kycStatusValueSchema,
})

export const residentQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.nullable(z.string()),
})
export const residentQuestionsSchema = z.object({ questions: z.array(residentQuestionSchema) })

export const kycAnswersSchema = z.object({
  driverType: driverTypeSchema,
  answers: z
    .array(z.object({ id: z.string(), answer: z.string().check(z.minLength(1), z.maxLength(500)) }))
    .check(z.minLength(1)),
})

/** Upload limits shared by the client check and the platform check. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
