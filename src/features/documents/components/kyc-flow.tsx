import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { KycCountry, KycInput } from '../../../../machines/kyc/kyc.types'
import type { DocumentSide, DocumentType } from '../../../api/schemas/documents'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { useKycFlow } from '../hooks/use-kyc-flow'
import { DocumentCard } from './document-card'
import { DocumentViewer } from './document-viewer'
import { actions } from './document-styles'
import { KycStatus, type KycStage } from './kyc-status'
import { ResidencyChoice } from './residency-choice'
import { ResidentQuestions } from './resident-questions'

const checklist = css({ display: 'grid', gap: '4', listStyle: 'none', padding: '0', margin: '0' })

const STAGES: readonly KycStage[] = [
  'loading',
  'failed',
  'collecting',
  'actionNeeded',
  'reviewing',
  'timedOut',
  'approved',
  'submitted',
]

/** One driver's documents: status, resident or visitor, questions, and the checklist. */
export function KycFlow(props: {
  input: KycInput
  country: KycCountry
  timeZone: string
  bookingId: string | undefined
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const actor = useKycFlow(props.input)
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot
  const [viewing, setViewing] = useState<{ id: string; title: string } | null>(null)

  const stage: KycStage = snapshot.matches('confirmingSwitch')
    ? 'collecting'
    : snapshot.matches('switching')
      ? 'switching'
      : (STAGES.find((name) => snapshot.matches(name)) ?? 'loading')
  const editing = snapshot.matches('collecting') || snapshot.matches('actionNeeded')
  const savingAnswers =
    snapshot.matches({ collecting: { customer: 'submittingAnswers' } }) ||
    snapshot.matches({ actionNeeded: { customer: 'submittingAnswers' } })
  const canChoose = (documentType: DocumentType, side: DocumentSide) =>
    snapshot.can({ type: 'file.chosen', documentType, side, file: new File([], 'probe') })
  const done = stage === 'approved' || stage === 'submitted'

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <KycStatus stage={stage} checkAgainAt={context.checkAgainAt} timeZone={props.timeZone}>
        {stage === 'failed' ? (
          <div className={actions}>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => actor.send({ type: 'load.retry' })}
            >
              {t('common.tryAgain')}
            </button>
          </div>
        ) : null}
        {stage === 'timedOut' ? (
          <div className={actions}>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => actor.send({ type: 'review.check' })}
            >
              {t('documents.checkAgain')}
            </button>
          </div>
        ) : null}
        {props.bookingId && (done || stage === 'reviewing' || stage === 'timedOut') ? (
          <div className={actions}>
            <Link
              to="/{-$locale}/post-booking/$bookingId"
              params={{ locale: localePrefix(locale), bookingId: props.bookingId }}
              className={done ? button({ variant: 'solid' }) : button({ variant: 'outline' })}
            >
              {t('documents.backToBooking')}
            </Link>
          </div>
        ) : null}
      </KycStatus>
      {context.failure && stage !== 'failed' ? (
        <p role="alert" className={css({ color: 'fg.danger' })}>
          {t('documents.switchFailed')}
        </p>
      ) : null}
      {stage === 'loading' || stage === 'failed' ? null : (
        <>
          <ResidencyChoice
            country={props.country}
            isTourist={context.pendingSwitch?.isTourist ?? context.isTourist}
            disabled={!editing}
            pending={snapshot.matches('confirmingSwitch') ? context.pendingSwitch : null}
            onSwitch={(isTourist) => actor.send({ type: 'tourist.switch', isTourist })}
            onConfirm={() => actor.send({ type: 'switch.confirm' })}
            onCancel={() => actor.send({ type: 'switch.cancel' })}
          />
          {/* Asked while documents are being collected; after that the answers are in. */}
          {editing && context.questions.length > 0 ? (
            <ResidentQuestions
              questions={context.questions}
              answers={context.answers}
              problems={context.answerProblems}
              saving={savingAnswers}
              failure={context.answersFailure}
              onAnswer={(id, answer) => actor.send({ type: 'answer.set', id, answer })}
              onSubmit={() => actor.send({ type: 'answers.submit' })}
            />
          ) : null}
          <section
            aria-labelledby="documents-checklist"
            className={css({ display: 'grid', gap: '3' })}
          >
            <h2 id="documents-checklist" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {t('documents.checklist.title')}
            </h2>
            <p className={css({ color: 'fg.muted' })}>{t('documents.upload.hint')}</p>
            <ul className={checklist}>
              {context.documents.map((document) => (
                <DocumentCard
                  key={document.type}
                  document={document}
                  uploaded={context.documentStatus?.uploadedDocuments ?? []}
                  canChoose={(side) => canChoose(document.type, side)}
                  onChoose={(side, file) =>
                    actor.send({ type: 'file.chosen', documentType: document.type, side, file })
                  }
                  onRetry={(side) =>
                    actor.send({ type: 'side.retry', documentType: document.type, side })
                  }
                  onView={(id, side) =>
                    setViewing({
                      id,
                      title: `${t(`postBooking.documents.types.${document.type}`)} · ${t(`documents.sides.${side}`)}`,
                    })
                  }
                />
              ))}
            </ul>
          </section>
        </>
      )}
      <DocumentViewer
        documentId={viewing?.id ?? null}
        title={viewing?.title ?? ''}
        onClose={() => setViewing(null)}
      />
    </div>
  )
}
