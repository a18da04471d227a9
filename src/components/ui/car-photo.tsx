import type { ImgHTMLAttributes } from 'react'
import type { CarImage } from '../../api/schemas/listings'

/** The photo's sizes as a `srcset` (`url 400w, …`), or undefined when the platform offers none. */
export function photoSrcSet(image: CarImage): string | undefined {
  if (image.renditions.length === 0) return undefined
  return image.renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ')
}

type CarPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  image: CarImage
  /** How wide the photo is drawn at each breakpoint (the `sizes` attribute). */
  sizes: string
  alt: string
}

/**
 * A car photo that lets the browser pick the smallest size that fills its slot on this screen
 * (`srcset` + `sizes`), with the original as `src` and its proportions reserved by width and
 * height, so nothing moves when it arrives.
 */
export function CarPhoto({ image, sizes, alt, ...attributes }: CarPhotoProps) {
  const srcSet = photoSrcSet(image)
  return (
    <img
      width={image.width}
      height={image.height}
      {...attributes}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : sizes}
      src={image.url}
    />
  )
}
