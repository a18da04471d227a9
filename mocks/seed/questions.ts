import type { ResidentQuestionRecord } from '../db'

/**
 * Questions residents answer during identity checks, per country, worded in English and Arabic,
 * each with the answer type it takes.
 */
export const RESIDENT_QUESTIONS = [
  {
    id: 'ae-residency-years',
    countryCode: 'ae',
    order: 1,
    answerType: 'NUMBER',
    question: {
      EN: 'How many years have you lived in the UAE?',
      AR: 'كم سنة أقمت في الإمارات؟',
    },
  },
  {
    id: 'ae-local-licence',
    countryCode: 'ae',
    order: 2,
    answerType: 'YES_NO',
    question: {
      EN: 'Do you hold a UAE driving licence?',
      AR: 'هل تحمل رخصة قيادة إماراتية؟',
    },
  },
  {
    id: 'sa-residency-years',
    countryCode: 'sa',
    order: 1,
    answerType: 'NUMBER',
    question: {
      EN: 'How many years have you lived in Saudi Arabia?',
      AR: 'كم سنة أقمت في السعودية؟',
    },
  },
  {
    id: 'sa-iqama',
    countryCode: 'sa',
    order: 2,
    answerType: 'NUMBER',
    question: {
      EN: 'What is the expiry year of your residence permit?',
      AR: 'في أي سنة تنتهي صلاحية إقامتك؟',
    },
  },
  {
    id: 'sa-employer',
    countryCode: 'sa',
    order: 3,
    answerType: 'TEXT',
    question: {
      EN: 'Who is your employer?',
      AR: 'ما جهة عملك؟',
    },
  },
  {
    id: 'hu-address',
    countryCode: 'hu',
    order: 1,
    answerType: 'YES_NO',
    question: {
      EN: 'Is your registered address in Hungary?',
      AR: 'هل عنوانك المسجّل في المجر؟',
    },
  },
] as const satisfies readonly ResidentQuestionRecord[]
