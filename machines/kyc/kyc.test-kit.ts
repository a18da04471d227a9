import { createActor, fromPromise } from 'xstate'
import { fake, type Answer } from '../shared/fake-actor'
import type {
  DocumentSide,
  DocumentStatus,
  DocumentType,
  KycStatus,
  RequiredDocument,
  UploadedDocument,
} from '../../src/api/schemas/documents'
import type {
  AnswersInput,
  CountryInput,
  DriverInput,
  QuestionsInput,
  ReviewCheck,
  SwitchInput,
  UploadInput,
} from './kyc.actors'
import { kycMachine } from './kyc.machine'
import type { KycInput, ResidentQuestion } from './kyc.types'
import { uploadSideMachine } from './kyc.upload'

// Builders for the kyc machine's tests: every platform call is a recorded fake, and the upload
// fake keeps what was uploaded, as the platform does (a new side is PENDING until reviewed).

export const requiredDoc = (
  type: DocumentType,
  isTwoSided: boolean,
  isMandatory = true,
  isHidden = false,
): RequiredDocument => ({ type, isTwoSided, isMandatory, isHidden })

/** The UAE resident set of the fake platform (mocks/lib/required-documents.ts). */
export const residentSet = [requiredDoc('EMIRATES_ID', true), requiredDoc('DRIVING_LICENSE', true)]

/** The Saudi tourist set: the visa is hidden there, the driving permit optional. */
export const touristSet = [
  requiredDoc('PASSPORT', false),
  requiredDoc('VISA', false, false, true),
  requiredDoc('DRIVING_LICENSE', true),
  requiredDoc('INTERNATIONAL_DRIVING_PERMIT', false, false),
]

export const kycStatus = (
  main: Partial<KycStatus['MAIN']> = {},
  additional: Partial<KycStatus['ADDITIONAL']> = {},
): KycStatus => ({
  MAIN: { status: 'NOT_STARTED', isTourist: false, ...main },
  ADDITIONAL: { status: 'NOT_STARTED', isTourist: false, ...additional },
})

type Stored = [DocumentType, DocumentSide, UploadedDocument['status']]

export function docStatus(
  stored: Stored[] = [],
  overallStatus: DocumentStatus['overallStatus'] = null,
): DocumentStatus {
  return {
    driverType: 'MAIN',
    overallStatus,
    currentDocument: null,
    uploadedDocuments: stored.map(([type, side, status]) => ({
      documentId: `doc-${type}-${side}`,
      type,
      side,
      status,
    })),
  }
}

/** Every side of the sets as `status`. */
export function allSides(set: RequiredDocument[], status: UploadedDocument['status']): Stored[] {
  return set
    .filter((document) => !document.isHidden && document.isMandatory)
    .flatMap((document): Stored[] =>
      document.isTwoSided
        ? [
            [document.type, 'FRONT', status],
            [document.type, 'BACK', status],
          ]
        : [[document.type, 'ONE_SIDED', status]],
    )
}

export const photo = (name = 'side.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' })

export const question = (
  id: string,
  answer: string | null = null,
  answerType: ResidentQuestion['answerType'] = 'TEXT',
): ResidentQuestion => ({
  id,
  question: `Question ${id}?`,
  answerType,
  answer,
})

export interface Fakes {
  kyc?: Array<Answer<KycStatus, unknown>>
  residentSet?: Array<Answer<RequiredDocument[], DriverInput>>
  touristSet?: Array<Answer<RequiredDocument[], CountryInput>>
  status?: Array<Answer<DocumentStatus, DriverInput>>
  questions?: Array<Answer<ResidentQuestion[], QuestionsInput>>
  switches?: Array<Answer<KycStatus, SwitchInput>>
  answers?: Array<Answer<'saved', AnswersInput>>
  /** Left out: the platform's way (the side joins what is stored, PENDING). */
  uploads?: Array<Answer<DocumentStatus, UploadInput>>
  /** Left out: what is stored, unreviewed (PENDING) for ever. */
  reviews?: Array<Answer<DocumentStatus, DriverInput>>
}

export const baseInput: KycInput = {
  driverType: 'MAIN',
  country: 'ae',
  user: { isTouristUae: false, isTouristKsa: false },
  language: 'EN',
}

/** The review's clock: checks are stamped with the (faked) time they answered. */
// eslint-disable-next-line no-restricted-syntax -- the fake time the machine tests advance
export const clock = () => Date.now()

export function startKyc(input: Partial<KycInput> = {}, fakes: Fakes = {}) {
  const loadedStatus = fakes.status ?? [docStatus()]
  const first = loadedStatus[0]
  let stored = first && !(first instanceof Error) && typeof first !== 'function' ? first : null
  const storeUpload = ({ documentType, side }: UploadInput): DocumentStatus => {
    const kept = (stored?.uploadedDocuments ?? []).filter(
      (document) => !(document.type === documentType && document.side === side),
    )
    const fresh = { documentId: `doc-${documentType}-${side}`, type: documentType, side }
    stored = { ...docStatus(), uploadedDocuments: [...kept, { ...fresh, status: 'PENDING' }] }
    return stored
  }

  const kyc = fake<KycStatus, unknown>(fakes.kyc ?? [kycStatus()])
  const resident = fake<RequiredDocument[], DriverInput>(fakes.residentSet ?? [residentSet])
  const tourist = fake<RequiredDocument[], CountryInput>(fakes.touristSet ?? [touristSet])
  const status = fake<DocumentStatus, DriverInput>(loadedStatus)
  const questions = fake<ResidentQuestion[], QuestionsInput>(fakes.questions ?? [[]])
  const switches = fake<KycStatus, SwitchInput>(fakes.switches ?? [kycStatus()])
  const answers = fake<'saved', AnswersInput>(fakes.answers ?? ['saved'])
  const uploads = fake<DocumentStatus, UploadInput>(fakes.uploads ?? [storeUpload])
  const reviews = fake<DocumentStatus, DriverInput>(fakes.reviews ?? [() => stored ?? docStatus()])
  const machine = kycMachine.provide({
    actors: {
      loadKycStatus: kyc.logic,
      loadResidentDocuments: resident.logic,
      loadTouristDocuments: tourist.logic,
      loadDocumentStatus: status.logic,
      loadResidentQuestions: questions.logic,
      switchTourist: switches.logic,
      submitAnswers: fromPromise<AnswersInput['answers'], AnswersInput>(async ({ input }) => {
        await answers.answer(input)
        return input.answers
      }),
      checkReview: fromPromise<ReviewCheck, DriverInput>(async ({ input }) => ({
        status: await reviews.answer(input),
        checkedAt: clock(),
      })),
      uploadSide: uploadSideMachine.provide({ actors: { uploadDocument: uploads.logic } }),
    },
  })
  const actor = createActor(machine, { input: { ...baseInput, ...input } }).start()
  return { actor, kyc, resident, tourist, status, questions, switches, answers, uploads, reviews }
}
