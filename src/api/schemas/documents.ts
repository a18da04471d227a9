import { z } from 'zod/mini'
import { built } from './built'
import { driverTypeSchema } from './common'

export const documentTypeSchema = built(() =>
  z.enum([
    'EMIRATES_ID',
    'NATIONAL_ID',
    'DRIVING_LICENSE',
    'PASSPORT',
    'VISA',
    'INTERNATIONAL_DRIVING_PERMIT',
  ]),
)
export type DocumentType = z.infer<typeof documentTypeSchema>

export const documentSideSchema = built(() => z.enum(['FRONT', 'BACK', 'ONE_SIDED']))
export type DocumentSide = z.infer<typeof documentSideSchema>

export const overallDocumentStatusSchema = built(() =>
  z.enum(['SUBMITTED', 'APPROVED', 'DECLINED']),
)

export const uploadedDocumentStatusSchema = built(() =>
  z.enum([
    'AWAITING_SUBMISSION',
    'PENDING',
    'SUBMITTED',
    'APPROVED',
    'DECLINED',
    'RESUBMISSION_REQUESTED',
  ]),
)

export const uploadedDocumentSchema = built(() =>
  z.object({
    documentId: z.string(),
    type: documentTypeSchema,
    side: documentSideSchema,
    status: uploadedDocumentStatusSchema,
  }),
)
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>

/** SPEC §3 document status; overallStatus is null until anything is submitted. */
export const documentStatusSchema = built(() =>
  z.object({
    driverType: driverTypeSchema,
    overallStatus: z.nullable(overallDocumentStatusSchema),
    currentDocument: z.nullable(documentTypeSchema),
    uploadedDocuments: z.array(uploadedDocumentSchema),
  }),
)
export type DocumentStatus = z.infer<typeof documentStatusSchema>

export const requiredDocumentSchema = built(() =>
  z.object({
    type: documentTypeSchema,
    isHidden: z.boolean(),
    isMandatory: z.boolean(),
    isTwoSided: z.boolean(),
  }),
)
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>

/** SPEC §3: grouped by TOURIST and RESIDENT. */
export const requiredDocumentsSchema = built(() =>
  z.object({
    TOURIST: z.array(requiredDocumentSchema),
    RESIDENT: z.array(requiredDocumentSchema),
  }),
)
export type RequiredDocuments = z.infer<typeof requiredDocumentsSchema>

export const documentListSchema = built(() =>
  z.object({ documents: z.array(requiredDocumentSchema) }),
)

export const kycStatusValueSchema = built(() =>
  z.enum(['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'APPROVED', 'DECLINED']),
)
export type KycStatusValue = z.infer<typeof kycStatusValueSchema>

/** SPEC §3 KYC status per driver type. */
export const kycStatusSchema = built(() =>
  z.object({
    MAIN: z.object({ status: kycStatusValueSchema, isTourist: z.boolean() }),
    ADDITIONAL: z.object({ status: kycStatusValueSchema, isTourist: z.boolean() }),
  }),
)
export type KycStatus = z.infer<typeof kycStatusSchema>

export const kycStatusUpdateSchema = built(() =>
  z.object({
    driverType: driverTypeSchema,
    status: kycStatusValueSchema,
  }),
)

/** How the platform wants a resident question answered; the page offers the matching control. */
export const answerTypeSchema = built(() => z.enum(['YES_NO', 'NUMBER', 'TEXT']))
export type AnswerType = z.infer<typeof answerTypeSchema>

export const MAX_ANSWER_LENGTH = 500

/** Arabic-Indic (٠…٩) and Persian (۰…۹) digits, as Arabic keyboards type them, in Latin digits. */
const latinDigits = (value: string) =>
  value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) % 16))

/**
 * An answer as the platform takes and keeps it, per answer type: YES or NO whatever the page's
 * language, a whole number (Latin digits once parsed), or text, trimmed. The app checks drafts
 * with these and sends what they parse to; the platform checks what it receives with the same.
 */
export const answerValueSchemas = {
  YES_NO: z.enum(['YES', 'NO']),
  NUMBER: z.string().check(z.trim(), z.overwrite(latinDigits), z.regex(/^\d{1,6}$/)),
  TEXT: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ANSWER_LENGTH)),
} as const satisfies Record<AnswerType, z.ZodMiniType<string>>

/** SPEC §3 resident question; `question` is in the language the call asked for. */
export const residentQuestionSchema = built(() =>
  z.object({
    id: z.string(),
    question: z.string(),
    answerType: answerTypeSchema,
    answer: z.nullable(z.string()),
  }),
)
export const residentQuestionsSchema = built(() =>
  z.object({ questions: z.array(residentQuestionSchema) }),
)

/** Each answer is checked against its question's type (answerValueSchemas) by the platform. */
export const kycAnswersSchema = built(() =>
  z.object({
    driverType: driverTypeSchema,
    answers: z
      .array(
        z.object({
          id: z.string(),
          answer: z.string().check(z.minLength(1), z.maxLength(MAX_ANSWER_LENGTH)),
        }),
      )
      .check(z.minLength(1)),
  }),
)

/** Upload limits shared by the client check and the platform check. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
