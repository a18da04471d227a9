import { css } from '../../../styled-system/css'
import { Icon } from './line-icon'

// Small line icons for car facts and controls. Decorative: the text next to them says it all.

/** Arrows point the reading direction's way. */
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } })

export const SeatIcon = () => (
  <Icon d="M7 4h6a2 2 0 0 1 2 2v7h3a2 2 0 0 1 2 2v3H9a2 2 0 0 1-2-2zM7 20h13" />
)
export const GearIcon = () => <Icon d="M6 4v16M12 4v16M18 4v8M6 12h12M18 12v8" />
export const FuelIcon = () => (
  <Icon d="M5 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15M3 20h13M5 10h9M14 8l3 2v7a1.5 1.5 0 0 0 3 0V9l-3-3" />
)
export const CarIcon = () => <Icon d="M3 16v-3l2-5h14l2 5v3M3 16h18M6 16v2M18 16v2M7 12h10" />
export const DoorIcon = () => <Icon d="M6 3h10l3 4v14H6zM14 13h2" />
export const BagIcon = () => (
  <Icon d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M5 7h14v13H5zM9 7v13M15 7v13" />
)
export const EngineIcon = () => <Icon d="M4 10h3l2-3h6l2 3h3v7h-3l-2 2H9l-2-2H4zM2 12v3M22 12v3" />
export const PaletteIcon = () => (
  <Icon d="M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5S14 15 15 15h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11h.01M10 7.5h.01M15 7.5h.01" />
)
export const CalendarIcon = () => <Icon d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
export const CheckIcon = () => <Icon d="M5 12.5l4.5 4.5L19 7" />
export const ArrowBackIcon = () => <Icon d="M19 12H5M11 6l-6 6 6 6" className={mirrored} />
export const ChevronPrevIcon = () => <Icon d="M15 6l-6 6 6 6" className={mirrored} />
export const ChevronNextIcon = () => <Icon d="M9 6l6 6-6 6" className={mirrored} />
export const ChevronDownIcon = ({ className }: { className?: string }) => (
  <Icon d="M6 9l6 6 6-6" className={className} />
)
export const ChatIcon = () => <Icon d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />
