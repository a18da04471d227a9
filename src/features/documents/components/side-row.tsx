import { useId, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { KycSide } from '../../../../machines/kyc/kyc.types'
import type { DocumentType } from '../../../api/schemas/documents'
import type { PhotoProblem } from '../../../lib/photo-quality'
import type { Language } from '../../../domain/locales'
import { intlLocale } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'
import { prepareUpload } from '../hooks/prepare-upload'
import { sideStatus } from '../side-status'
import { actions, muted, onTouch } from './document-styles'
import { FilePicker } from './file-picker'
import { failureMessageKey } from '../../../components/failure-messages'

const row = css({
  display: 'grid',
  gap: '2',
  paddingBlock: '3',
  borderBlockStartWidth: '1px',
  borderColor: 'border.default',
})

const head = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '2',
})

const tones = {
  neutral: css({ color: 'fg.muted' }),
  busy: css({ color: 'fg.default' }),
  good: css({ color: 'fg.success' }),
  bad: css({ color: 'fg.danger' }),
} as const

const progressBar = css({ width: '100%', height: '8px', accentColor: 'bg.brand' })

/** 0.4 → "40%", in the page's language (Latin digits, as everywhere). */
function percent(fraction: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent' }).format(fraction)
}

const warning = css({
  display: 'grid',
  gap: '2',
  padding: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  bg: 'status.warningBg',
  borderColor: 'status.warningBorder',
})

type Notice =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'refused'; message: string }
  | { kind: 'warned'; file: File; problems: PhotoProblem[] }

/**
 * One side of a document: where it stands in plain words, and what to do: choose a file (or take
 * a photo on a phone), retry a failed upload, view what the platform holds. A file is checked
 * before anything is sent; a refused one says why, a doubtful photo asks first.
 */
export function SideRow(props: {
  documentType: DocumentType
  side: KycSide
  /** The platform's copy of this side, to view. */
  documentId: string | undefined
  canChoose: boolean
  onChoose: (file: File) => void
  onRetry: () => void
  onView: (documentId: string) => void
}) {
  const { t } = useTranslation()
  const { language } = useLocale()
  const { side } = props
  const id = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [notice, setNotice] = useState<Notice>({ kind: 'none' })
  const documentName = t(`postBooking.documents.types.${props.documentType}`)
  const sideName = t(`documents.sides.${side.side}`)
  const sideOf = t(`documents.sidesOf.${side.side}`)
  const status = sideStatus(side)
  const statusId = `${id}-status`
  const noticeId = `${id}-notice`

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file chosen twice must still fire a change.
    event.target.value = ''
    if (!file) return
    setNotice({ kind: 'checking' })
    const prepared = await prepareUpload(file)
    if (prepared.kind === 'refused') {
      setNotice({ kind: 'refused', message: t(`documents.checks.${prepared.reason}`) })
    } else if (prepared.kind === 'warned') {
      setNotice({ kind: 'warned', file: prepared.file, problems: prepared.problems })
    } else {
      setNotice({ kind: 'none' })
      props.onChoose(prepared.file)
    }
  }

  const uploadLabel = t(status.stored ? 'documents.upload.replace' : 'documents.upload.choose', {
    side: sideOf,
    document: documentName,
  })
  const describedBy = [statusId, notice.kind === 'none' ? null : noticeId].filter(Boolean).join(' ')

  return (
    <li className={row}>
      <div className={head}>
        <span className={css({ fontWeight: 'semibold' })}>{sideName}</span>
        <span id={statusId} className={tones[status.tone]} aria-live="polite">
          {t(status.key)}
        </span>
      </div>
      {side.upload === 'uploading' ? (
        <progress
          className={progressBar}
          max={1}
          value={side.progress ?? 0}
          aria-label={t('documents.upload.progress', {
            side: sideOf,
            document: documentName,
          })}
          aria-valuetext={percent(side.progress ?? 0, language)}
        />
      ) : null}
      {side.upload === 'failed' && side.failure ? (
        <p role="alert" className={tones.bad}>
          {t(failureMessageKey(side.failure, 'upload'))}
        </p>
      ) : null}
      {status.sentBack ? <p className={muted}>{t('documents.sentBackReason')}</p> : null}
      <div id={noticeId} aria-live="polite">
        {notice.kind === 'checking' ? (
          <p className={muted}>{t('documents.upload.checking')}</p>
        ) : null}
        {notice.kind === 'refused' ? <p className={tones.bad}>{notice.message}</p> : null}
        {notice.kind === 'warned' ? (
          <div className={warning}>
            <p className={css({ fontWeight: 'semibold' })}>{t('documents.photo.title')}</p>
            <ul className={css({ paddingInlineStart: '5', listStyle: 'disc' })}>
              {notice.problems.map((problem) => (
                <li key={problem}>{t(`documents.photo.${problem}`)}</li>
              ))}
            </ul>
            <div className={actions}>
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                onClick={() => {
                  setNotice({ kind: 'none' })
                  fileRef.current?.click()
                }}
              >
                {t('documents.photo.retake')}
              </button>
              <button
                type="button"
                className={button({ size: 'sm' })}
                onClick={() => {
                  setNotice({ kind: 'none' })
                  props.onChoose(notice.file)
                }}
              >
                {t('documents.photo.anyway')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <div className={actions}>
        {props.canChoose && side.upload !== 'uploading' ? (
          <>
            <FilePicker
              ref={fileRef}
              id={`${id}-file`}
              label={uploadLabel}
              accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
              solid={!status.stored}
              describedBy={describedBy}
              onChange={(event) => void choose(event)}
            />
            {/* Input and label hide together where there is no camera to open. */}
            <span className={onTouch}>
              <FilePicker
                id={`${id}-camera`}
                label={t('documents.upload.camera', { side: sideOf, document: documentName })}
                accept="image/*"
                capture="environment"
                solid={false}
                describedBy={describedBy}
                onChange={(event) => void choose(event)}
              />
            </span>
          </>
        ) : null}
        {side.upload === 'failed' && side.file ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={props.onRetry}
          >
            {t('documents.upload.retry')}
          </button>
        ) : null}
        {props.documentId && status.stored ? (
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            aria-label={t('documents.viewer.open', { side: sideOf, document: documentName })}
            onClick={() => {
              if (props.documentId) props.onView(props.documentId)
            }}
          >
            {t('documents.viewer.view')}
          </button>
        ) : null}
      </div>
    </li>
  )
}
