import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { ListingDetails } from '../../../api/schemas/listings'
import { CarPhoto } from '../../../components/ui/car-photo'
import { carImage } from './car-card'

const main = css({
  borderRadius: 'card',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
})

const thumbs = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: '2',
  listStyle: 'none',
  padding: '0',
  margin: '0',
  marginBlockStart: '3',
})

const thumb = css({
  display: 'block',
  width: '100%',
  padding: '0',
  borderRadius: 'control',
  overflow: 'hidden',
  borderWidth: '2px',
  borderColor: 'transparent',
  cursor: 'pointer',
  bg: 'bg.subtle',
  '&[aria-pressed=true]': { borderColor: 'bg.brand' },
  _hover: { borderColor: 'border.strong' },
})

/** The page's first column: 1.6 of 2.6 parts of the 1240 px container from laptop up. */
const MAIN_PHOTO_SIZES = '(min-width: 1024px) min(60vw, 740px), 100vw'

/** The car's photos: one large, and a thumbnail button for each (keyboard operable). */
export function CarGallery({ listing, name }: { listing: ListingDetails; name: string }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const images = listing.images
  const current = images[index] ?? images[0] ?? listing.image
  return (
    <div>
      <div className={main}>
        <CarPhoto
          image={current}
          sizes={MAIN_PHOTO_SIZES}
          alt={t('carDetails.photoAlt', { car: name, index: index + 1, count: images.length })}
          className={carImage}
          fetchPriority="high"
        />
      </div>
      {images.length > 1 ? (
        <ul className={thumbs} aria-label={t('carDetails.photos')}>
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                className={thumb}
                aria-pressed={position === index}
                aria-label={t('carDetails.showPhoto', {
                  index: position + 1,
                  count: images.length,
                })}
                onClick={() => setIndex(position)}
              >
                <CarPhoto
                  image={image}
                  sizes="160px"
                  width={160}
                  height={100}
                  alt=""
                  className={carImage}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
