import { useEffect, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import { documentTitle } from '../../lib/document-title'

const heading = css({
  fontSize: { base: '2xl', tablet: '3xl' },
  fontWeight: 'bold',
  lineHeight: '1.2',
  color: 'fg.default',
  _focus: { outline: 'none' },
})

/** Sets the tab's title while the page is shown; the translated product name ends it. */
export function useDocumentTitle(parts: readonly string[]): void {
  const { t } = useTranslation()
  const title = documentTitle(parts, t('brand.name'))
  useEffect(() => {
    document.title = title
  }, [title])
}

/**
 * The page's h1; focusable so navigation can move focus to it (see useFocusHeadingOnNavigate).
 * Every page has one, so it also names the browser tab: the heading's text, or `title` where the
 * tab needs more (a car's city) or the heading is not plain text.
 */
export function PageHeading({
  children,
  id,
  title,
}: {
  children: ReactNode
  id?: string
  title?: readonly string[]
}) {
  useDocumentTitle(title ?? (typeof children === 'string' ? [children] : []))
  return (
    <h1 id={id} tabIndex={-1} className={heading} data-page-heading="">
      {children}
    </h1>
  )
}
