import { useId } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { answerOf } from '../../../../machines/kyc/kyc.answers'
import type {
  AnswerProblem,
  KycFailure,
  ResidentQuestion,
} from '../../../../machines/kyc/kyc.types'
import { card, cardTitle, choice, choiceGroup, choices } from './document-styles'

const field = css({
  width: '100%',
  minHeight: '44px',
  paddingInline: '3',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'control',
  bg: 'bg.surface',
  '&[aria-invalid=true]': { borderColor: 'fg.danger' },
})

const label = css({ fontWeight: 'semibold', textAlign: 'start' })
const problemText = css({ color: 'fg.danger', fontSize: 'sm' })

/** A yes/no question is not typed: its empty answer says to choose. */
function problemKey(problem: AnswerProblem, question: ResidentQuestion) {
  return problem === 'REQUIRED' && question.answerType === 'YES_NO' ? 'CHOOSE' : problem
}

interface FieldProps {
  id: string
  question: ResidentQuestion
  value: string
  problem: AnswerProblem | undefined
  onAnswer: (answer: string) => void
}

/**
 * One question with the control its answer type calls for. The platform's wording goes in
 * whatever language it came in, so it takes its own direction (dir="auto"), not the page's. A
 * number is typed in a text field with a numeric keyboard: a number field would drop what is not
 * a number yet, and Arabic keyboards type Arabic-Indic digits (the schema reads both).
 */
function AnswerField({ id, question, value, problem, onAnswer }: FieldProps) {
  const { t } = useTranslation()
  const problemId = `${id}-problem`
  const describedBy = problem ? problemId : undefined
  const message = problem ? (
    <p id={problemId} className={problemText}>
      {t(`documents.questions.problems.${problemKey(problem, question)}`)}
    </p>
  ) : null

  if (question.answerType === 'YES_NO') {
    return (
      <fieldset className={choiceGroup} aria-describedby={describedBy}>
        <legend dir="auto" className={label}>
          {question.question}
        </legend>
        <div className={choices}>
          {(['YES', 'NO'] as const).map((answer) => (
            <label key={answer} className={choice}>
              <input
                type="radio"
                name={id}
                value={answer}
                checked={value === answer}
                aria-describedby={describedBy}
                onChange={() => onAnswer(answer)}
              />
              {t(`documents.questions.${answer}`)}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    )
  }

  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <label htmlFor={id} dir="auto" className={label}>
        {question.question}
      </label>
      <input
        id={id}
        className={field}
        type="text"
        inputMode={question.answerType === 'NUMBER' ? 'numeric' : 'text'}
        autoComplete="off"
        dir="auto"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onAnswer(event.target.value)}
      />
      {message}
    </div>
  )
}

/** The platform's questions for residents; the answers are saved with their own button. */
export function ResidentQuestions(props: {
  questions: readonly ResidentQuestion[]
  answers: Readonly<Record<string, string>>
  problems: Readonly<Record<string, AnswerProblem>>
  saving: boolean
  failure: KycFailure | null
  onAnswer: (id: string, answer: string) => void
  onSubmit: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  // Saved, and nothing changed since: the platform holds what the fields show.
  const saved =
    !props.saving &&
    props.questions.every(
      (question) => question.answer !== null && question.answer === answerOf(props, question),
    )
  return (
    <form
      aria-labelledby={`${id}-title`}
      className={card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      <h2 id={`${id}-title`} className={cardTitle}>
        {t('documents.questions.title')}
      </h2>
      {props.questions.map((question) => (
        <AnswerField
          key={question.id}
          id={`${id}-${question.id}`}
          question={question}
          value={props.answers[question.id] ?? ''}
          problem={props.problems[question.id]}
          onAnswer={(answer) => props.onAnswer(question.id, answer)}
        />
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
