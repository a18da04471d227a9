import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { getUserDocument } from '../../../api/identity'
import { ModalDialog } from '../../../components/ui/modal-dialog'

/** The platform's copy of one uploaded side: a photo shown, a PDF opened in a new tab. */
export function DocumentViewer(props: {
  documentId: string | null
  title: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { documentId } = props
  const file = useQuery({
    queryKey: ['identity', 'documents', 'file', documentId] as const,
    queryFn: ({ signal }) => getUserDocument(documentId ?? '', signal),
    enabled: documentId !== null,
    staleTime: Infinity,
  })
  const image = useRef<HTMLImageElement>(null)
  const link = useRef<HTMLAnchorElement>(null)
  // The object URL lives exactly as long as the element that shows it.
  useEffect(() => {
    if (!file.data) return
    const objectUrl = URL.createObjectURL(file.data)
    if (image.current) image.current.src = objectUrl
    if (link.current) link.current.href = objectUrl
    return () => URL.revokeObjectURL(objectUrl)
  }, [file.data])

  const isPdf = file.data?.type === 'application/pdf'
  return (
    <ModalDialog
      open={documentId !== null}
      onClose={props.onClose}
      title={props.title}
      closeLabel={t('documents.viewer.close')}
    >
      {file.isError ? (
        <p role="alert">{t('documents.viewer.failed')}</p>
      ) : !file.data ? (
        <p aria-live="polite">{t('documents.viewer.loading')}</p>
      ) : isPdf ? (
        <a ref={link} className={button({ variant: 'outline' })} target="_blank" rel="noreferrer">
          {t('documents.viewer.openPdf')}
        </a>
      ) : (
        <img
          ref={image}
          alt={props.title}
          className={css({ maxWidth: '100%', height: 'auto', borderRadius: 'control' })}
        />
      )}
    </ModalDialog>
  )
}
