import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey } from '../../../api/errors'
import { Skeleton } from '../../../components/ui/skeleton'

const panel = css({
  display: 'grid',
  gap: '3',
  justifyItems: 'center',
  textAlign: 'center',
  paddingBlock: '12',
  paddingInline: '6',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'card',
})

export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, 1fr)', laptop: 'repeat(3, 1fr)' },
  gap: { base: '4', laptop: '6' },
  listStyle: 'none',
  padding: '0',
  margin: '0',
})

const skeletonCard = css({
  display: 'grid',
  gap: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  paddingBlockEnd: '4',
})

const skeletonLines = [
  css({ aspectRatio: '8 / 5' }),
  css({ height: '6', width: '60%', marginInline: '4' }),
  css({ height: '4', width: '40%', marginInline: '4' }),
  css({ height: '4', width: '75%', marginInline: '4' }),
  css({ height: '8', width: '45%', marginInline: '4', marginBlockStart: '4' }),
]

/** A card-shaped placeholder with the same image ratio, so nothing moves when cars arrive. */
export function CarCardSkeleton() {
  return (
    <div className={skeletonCard} aria-hidden="true">
      {skeletonLines.map((line) => (
        <Skeleton key={line} className={line} />
      ))}
    </div>
  )
}

export function SkeletonItems({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`}>
      <CarCardSkeleton />
    </li>
  ))
}

export function EmptyState(props: { onClear: (() => void) | undefined }) {
  const { t } = useTranslation()
  return (
    <div className={panel}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('cars.empty.title')}</h2>
      <p className={css({ color: 'fg.muted', maxWidth: '48ch' })}>{t('cars.empty.body')}</p>
      {props.onClear ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={props.onClear}>
          {t('filters.clear')}
        </button>
      ) : null}
    </div>
  )
}

export function ErrorState(props: { error: unknown; onRetry: () => void; title: string }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={panel}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{props.title}</h2>
      <p className={css({ color: 'fg.muted', maxWidth: '48ch' })}>
        {t(errorMessageKey(props.error))}
      </p>
      <button type="button" className={button()} onClick={props.onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  )
}
