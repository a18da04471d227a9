/** "Toyota Corolla · Dubai · Rental": the page's own words first, the product's name last. */
export function documentTitle(parts: readonly string[], brand: string): string {
  return [...parts.filter((part) => part.trim() !== ''), brand].join(' · ')
}
