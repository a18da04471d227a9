import { preload } from 'react-dom'
import type { CarCard, CarImage } from '../../../api/schemas/listings'
import { photoSrcSet } from '../../../components/ui/car-photo'
import { CARD_PHOTO_SIZES, cardPhotoLoading, type CardPhotoLoading } from '../card-photo-loading'

/**
 * Preloads a first-row photo at high priority for the widths where it is in the first row only
 * (`media`, card-photo-loading.ts), in the size the card draws it at. Called while rendering, so a prerendered page carries the hint in
 * its head (React hoists it, and the photo's own `<img>` then adds no second hint).
 */
export function preloadCardPhoto(image: CarImage, photo: CardPhotoLoading): void {
  if (photo.preloadMedia === undefined) return
  const srcSet = photoSrcSet(image)
  preload(image.url, {
    as: 'image',
    fetchPriority: 'high',
    media: photo.preloadMedia,
    ...(srcSet === undefined ? {} : { imageSrcSet: srcSet, imageSizes: CARD_PHOTO_SIZES }),
  })
}

/**
 * The preloads of a list's first photos that the page does not draw: a phone's prerendered page
 * carries those of the wider screens' list (another product), which those screens draw over it.
 */
export function CardPhotoPreloads(props: { cars: readonly CarCard[]; phone: boolean }) {
  props.cars.forEach((car, index) => {
    preloadCardPhoto(car.image, cardPhotoLoading(1, index, props.phone))
  })
  return null
}
