import { css, cx } from '../../../styled-system/css'

// The line icons' one drawing (icons.tsx), on its own: the app's frame draws one too (the
// header's globe), and importing the whole set there would move it into the first script.

const base = css({ flexShrink: 0, width: '18px', height: '18px' })

export function Icon({ d, className }: { d: string; className?: string | undefined }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx(base, className)}
    >
      <path d={d} />
    </svg>
  )
}

/** A globe: the header's language-and-city switcher. */
export const GlobeIcon = () => (
  <Icon d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3.5 9h17M3.5 15h17M12 3c-2.6 2.4-3.9 5.4-3.9 9s1.3 6.6 3.9 9M12 3c2.6 2.4 3.9 5.4 3.9 9s-1.3 6.6-3.9 9" />
)
