import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { KycFailure, ResidentQuestion } from '../../../../machines/kyc/kyc.types'
import { card, cardTitle } from './document-styles'

const field = css({
  width: '100%',
  minHeight: '44px',
  paddingInline: '3',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'control',
  bg: 'bg.surface',
})

/** The platform's questions for residents; the answers are saved with their own button. */
export function ResidentQuestions(props: {
  questions: readonly ResidentQuestion[]
  answers: Readonly<Record<string, string>>
  saving: boolean
  failure: KycFailure | null
  onAnswer: (id: string, answer: string) => void
  onSubmit: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  // Saved, and nothing typed since: the platform holds what the fields show.
  const saved =
    !props.saving &&
    props.questions.every(
      (question) =>
        question.answer !== null && question.answer === (props.answers[question.id] ?? '').trim(),
    )
  return (
    <form
      aria-labelledby={`${id}-title`}
      className={card}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      <h2 id={`${id}-title`} className={cardTitle}>
        {t('documents.questions.title')}
      </h2>
      {props.questions.map((question) => (
        <div key={question.id} className={css({ display: 'grid', gap: '1' })}>
          {/* The platform's own wording, in whatever language it sent: its direction, not the page's. */}
          <label
            htmlFor={`${id}-${question.id}`}
            dir="auto"
            className={css({ fontWeight: 'semibold', textAlign: 'start' })}
          >
            {question.question}
          </label>
          <input
            id={`${id}-${question.id}`}
            className={field}
            maxLength={500}
            value={props.answers[question.id] ?? ''}
            onChange={(event) => props.onAnswer(question.id, event.target.value)}
          />
        </div>
      ))}
      {saved && !props.failure ? (
        <p role="status" className={css({ color: 'fg.success' })}>
          {t('documents.questions.saved')}
        </p>
      ) : null}
      {props.failure ? (
        <p role="alert" className={css({ color: 'fg.danger' })}>
          {t('documents.questions.failed')}
        </p>
      ) : null}
      <div>
        <button type="submit" className={button({ variant: 'outline' })} disabled={props.saving}>
          {t(props.saving ? 'documents.questions.saving' : 'documents.questions.submit')}
        </button>
      </div>
    </form>
  )
}
