import type { ReactNode } from 'react'
import type { CardBrand } from '../../api/schemas/payment'
import { css, cx } from '../../../styled-system/css'

// Small original "card marks", one per brand: recognisable by colour and shape, not official
// artwork. Each is drawn on the same 40×26 card so a list of saved cards lines up.

/** A logo reads the same in every language: it never mirrors and its text stays left-to-right. */
const base = css({ flexShrink: 0, direction: 'ltr' })
const sizes = {
  md: css({ inlineSize: '40px', blockSize: '26px' }),
  sm: css({ inlineSize: '32px', blockSize: '21px' }),
} as const

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const BORDER = '#D0D5DD'
const WHITE = '#FFFFFF'

/** The card outline every mark sits on. */
function Card({ fill = WHITE, stroke = BORDER }: { fill?: string; stroke?: string }) {
  return <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill={fill} stroke={stroke} />
}

/** Bold text centred at (x, y), squeezed to `length` so it fits whatever font is installed. */
function Label({
  x = 20,
  y,
  size,
  length,
  fill,
  italic = false,
  children,
}: {
  x?: number
  y: number
  size: number
  length?: number
  fill: string
  italic?: boolean
  children: string
}) {
  return (
    <text
      x={x}
      y={y}
      fill={fill}
      fontFamily={FONT}
      fontSize={size}
      fontWeight="800"
      fontStyle={italic ? 'italic' : 'normal'}
      textAnchor="middle"
      direction="ltr"
      {...(length === undefined ? {} : { textLength: length, lengthAdjust: 'spacingAndGlyphs' })}
    >
      {children}
    </text>
  )
}

const MARKS: Record<CardBrand, ReactNode> = {
  VISA: (
    <>
      <Card />
      <Label y={16.5} size={11} length={26} fill="#1A1F71" italic>
        VISA
      </Label>
      <rect x="7" y="19.5" width="26" height="1.6" rx="0.8" fill="#F7B600" />
    </>
  ),
  MASTERCARD: (
    <>
      <Card />
      <circle cx="16" cy="13" r="7.5" fill="#EB001B" />
      <circle cx="24" cy="13" r="7.5" fill="#F79E1B" />
      {/* Where the two circles overlap. */}
      <path d="M20 6.656A7.5 7.5 0 0 1 20 19.344A7.5 7.5 0 0 1 20 6.656Z" fill="#FF5F00" />
    </>
  ),
  AMEX: (
    <>
      <Card fill="#2E77BC" stroke="#2E77BC" />
      <Label y={16.5} size={10} length={30} fill={WHITE}>
        AMEX
      </Label>
    </>
  ),
  DISCOVER: (
    <>
      <Card />
      <Label y={12} size={6} length={31} fill="#231F20">
        DISCOVER
      </Label>
      <circle cx="20" cy="18.5" r="3" fill="#F48120" />
    </>
  ),
  DINERS: (
    <>
      <Card />
      <circle cx="20" cy="13" r="8.5" fill="#0079BE" />
      {/* Two white half-moons either side of a split down the middle. */}
      <path d="M19 8.2A4.8 4.8 0 0 0 19 17.8Z" fill={WHITE} />
      <path d="M21 8.2A4.8 4.8 0 0 1 21 17.8Z" fill={WHITE} />
    </>
  ),
  JCB: (
    <>
      <Card />
      <rect x="6.5" y="4.5" width="8.4" height="17" rx="2.2" fill="#0E4C96" />
      <rect x="15.8" y="4.5" width="8.4" height="17" rx="2.2" fill="#E21836" />
      <rect x="25.1" y="4.5" width="8.4" height="17" rx="2.2" fill="#007B40" />
      <Label x={10.7} y={16.5} size={9} fill={WHITE}>
        J
      </Label>
      <Label x={20} y={16.5} size={9} fill={WHITE}>
        C
      </Label>
      <Label x={29.3} y={16.5} size={9} fill={WHITE}>
        B
      </Label>
    </>
  ),
  UNIONPAY: (
    <>
      <Card />
      <path d="M10 4h8l-3 18H7z" fill="#E21836" />
      <path d="M18.5 4h8l-3 18h-8z" fill="#00447C" />
      <path d="M27 4h8l-3 18h-8z" fill="#007B84" />
      <Label y={16.5} size={8.5} length={14} fill={WHITE} italic>
        UP
      </Label>
    </>
  ),
  UNKNOWN: (
    <>
      <Card fill="#F2F4F7" stroke="#98A2B3" />
      {/* A chip and a row of digits: any card at all. */}
      <rect x="6" y="7" width="8" height="6" rx="1.2" fill="#D0D5DD" stroke="#98A2B3" />
      <path d="M6 10h8M10 7v6" stroke="#98A2B3" strokeWidth="0.6" />
      <rect x="6" y="17" width="20" height="2" rx="1" fill="#98A2B3" />
      <rect x="28" y="17" width="6" height="2" rx="1" fill="#98A2B3" />
    </>
  ),
}

export interface CardBrandLogoProps {
  brand: CardBrand
  size?: 'sm' | 'md'
  /**
   * The brand's name when nothing beside the logo says it. Without it the logo is decorative
   * and hidden from assistive technology.
   */
  label?: string
  className?: string
}

export function CardBrandLogo({ brand, size = 'md', label, className }: CardBrandLogoProps) {
  const a11y =
    label === undefined
      ? ({ 'aria-hidden': true, focusable: false } as const)
      : ({ role: 'img', 'aria-label': label, focusable: false } as const)
  return (
    <svg
      {...a11y}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 40 26"
      direction="ltr"
      data-brand={brand}
      className={cx(base, sizes[size], className)}
    >
      {MARKS[brand]}
    </svg>
  )
}
