import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { errorMessageKey } from '../../../api/errors'
import { configurationQueries } from '../../../api/queries/configuration-queries'
import { useLocale } from '../../../i18n/use-locale'

const summary = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: 'fg.brand',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
})

const body = css({
  display: 'grid',
  gap: '3',
  maxHeight: '240px',
  overflowY: 'auto',
  padding: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  bg: 'bg.canvas',
  fontSize: 'sm',
})

/**
 * The platform's terms and conditions (plain-text sections, rendered as text), fetched the first
 * time the customer opens them.
 */
export function TermsDisclosure() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [opened, setOpened] = useState(false)
  const documents = useQuery({ ...configurationQueries.legalDocuments(locale), enabled: opened })
  const terms = documents.data?.documents.find((doc) => doc.type === 'TERMS_AND_CONDITIONS')

  return (
    <details
      className={css({ marginInlineStart: '9' })}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary className={summary}>{t('auth.terms.read')}</summary>
      {/* Scrollable, so it can take keyboard focus to scroll. */}
      <div role="region" aria-label={t('auth.terms.title')} tabIndex={0} className={body}>
        {documents.isError ? (
          <p role="alert">{t(errorMessageKey(documents.error))}</p>
        ) : terms ? (
          <>
            <p className={css({ fontWeight: 'semibold' })}>
              {terms.title} <span className={css({ color: 'fg.muted' })}>({terms.version})</span>
            </p>
            {terms.sections.map((section) => (
              <div key={section.heading} className={css({ display: 'grid', gap: '1' })}>
                <p className={css({ fontWeight: 'semibold' })}>{section.heading}</p>
                <p className={css({ whiteSpace: 'pre-line' })}>{section.body}</p>
              </div>
            ))}
          </>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </div>
    </details>
  )
}
