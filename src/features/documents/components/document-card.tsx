import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { KycDocument } from '../../../../machines/kyc/kyc.types'
import type { DocumentSide, UploadedDocument } from '../../../api/schemas/documents'
import { card, cardTitle, muted } from './document-styles'
import { SideRow } from './side-row'

const list = css({ listStyle: 'none', padding: '0', margin: '0' })

/** One document of the checklist: its name, whether it is required, and a row per side. */
export function DocumentCard(props: {
  document: KycDocument
  uploaded: readonly UploadedDocument[]
  canChoose: (side: DocumentSide) => boolean
  onChoose: (side: DocumentSide, file: File) => void
  onRetry: (side: DocumentSide) => void
  onView: (documentId: string, side: DocumentSide) => void
}) {
  const { t } = useTranslation()
  const { document } = props
  const titleId = `document-${document.type}`
  return (
    <li aria-labelledby={titleId} className={card}>
      <div>
        <h3 id={titleId} className={cardTitle}>
          {t(`postBooking.documents.types.${document.type}`)}
        </h3>
        <p className={muted}>
          {t(
            document.isMandatory ? 'documents.checklist.mandatory' : 'documents.checklist.optional',
          )}
          {' · '}
          {t(document.isTwoSided ? 'documents.checklist.twoSided' : 'documents.checklist.oneSided')}
        </p>
      </div>
      <ul className={list}>
        {document.sides.map((side) => (
          <SideRow
            key={side.side}
            documentType={document.type}
            side={side}
            documentId={
              props.uploaded.find(
                (stored) => stored.type === document.type && stored.side === side.side,
              )?.documentId
            }
            canChoose={props.canChoose(side.side)}
            onChoose={(file) => props.onChoose(side.side, file)}
            onRetry={() => props.onRetry(side.side)}
            onView={(documentId) => props.onView(documentId, side.side)}
          />
        ))}
      </ul>
    </li>
  )
}
