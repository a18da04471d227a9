import type { CarCard } from '../api/schemas/listings'

// Listing tags arrive as i18n keys; only keys the app translates are shown, so a new tag on the
// platform never surfaces as a raw key.
const TAG_KEYS = [
  'tags.freeDelivery',
  'tags.newArrival',
  'tags.bestSeller',
  'tags.familyFriendly',
  'tags.premium',
  'tags.electric',
] as const
export type TagKey = (typeof TAG_KEYS)[number]

export function isTagKey(key: string): key is TagKey {
  return (TAG_KEYS as readonly string[]).includes(key)
}

export function knownTags(car: Pick<CarCard, 'tags'>): TagKey[] {
  return car.tags.map((tag) => tag.i18nKey).filter(isTagKey)
}

/** "Toyota Camry 2024": also the image's alternative text. */
export function carName(car: Pick<CarCard, 'make' | 'model' | 'year'>): string {
  return `${car.make} ${car.model} ${car.year}`
}
