import { useEffect } from 'react'
import { reportPageHydrated } from '../../lib/page-hydrated'

/**
 * Placed in a prerendered page's last hydration region (src/components/ui/hydration-region.tsx):
 * reports its first commit (src/lib/page-hydrated.ts), once every region that shows the
 * build's data has hydrated, so a refreshed answer never reaches a region still hydrating.
 */
export function PageHydrated(): null {
  useEffect(reportPageHydrated, [])
  return null
}
