import { Link } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import type { DocumentsPrompt as Prompt } from '../../../api/queries/use-documents-prompt'
import { sectionTitle } from './rental-styles'

const box = css({
  display: 'grid',
  gap: '3',
  justifyItems: 'start',
  padding: { base: '4', tablet: '6' },
  borderRadius: 'card',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  bg: 'status.warningBg',
  borderColor: 'status.warningBorder',
})

const stateChip = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.warning',
  whiteSpace: 'nowrap',
})

/**
 * Asks for the identity documents still missing before the car can be handed over. The link
 * names the main driver and the booking, so the documents page can lead back to it.
 */
export function DocumentsPrompt({ prompt, bookingId }: { prompt: Prompt; bookingId: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  if (prompt.kind === 'loading' || prompt.kind === 'approved') return null
  if (prompt.kind === 'failed') {
    return (
      <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <p className={css({ color: 'fg.muted', alignSelf: 'center' })}>
          {t('postBooking.documents.error')}
        </p>
        <button type="button" className={button({ variant: 'outline' })} onClick={prompt.retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  const { needs } = prompt
  return (
    <section aria-labelledby="documents-prompt-title" className={box}>
      <h2 id="documents-prompt-title" className={sectionTitle}>
        {needs.length > 0
          ? t('postBooking.documents.title')
          : t('postBooking.documents.reviewTitle')}
      </h2>
      <p>
        {needs.length > 0
          ? t(prompt.isTourist ? 'postBooking.documents.tourist' : 'postBooking.documents.resident')
          : t('postBooking.documents.reviewBody')}
      </p>
      {needs.length > 0 ? (
        <ul
          aria-label={t('postBooking.documents.listLabel', { count: needs.length })}
          className={css({ display: 'grid', gap: '2', listStyle: 'none', padding: '0' })}
        >
          {needs.map((need) => (
            <li
              key={need.type}
              className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', rowGap: '1' })}
            >
              <span className={css({ fontWeight: 'semibold' })}>
                {t(`postBooking.documents.types.${need.type}`)}
              </span>
              <span className={stateChip}>{t(`postBooking.documents.states.${need.state}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to="/{-$locale}/documents"
        params={{ locale: localePrefix(locale) }}
        search={{ driverType: 'MAIN', bookingId }}
        className={cx(button(), css({ marginBlockStart: '1' }))}
      >
        {t(needs.length > 0 ? 'postBooking.documents.upload' : 'postBooking.documents.view')}
      </Link>
    </section>
  )
}
