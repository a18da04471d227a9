import { css } from '../../../styled-system/css'

// mada, Saudi Arabia's domestic debit scheme: shown where mada cards are accepted (paying in
// Saudi Arabia). An original mark in mada's colours, not the official artwork, drawn on the same
// 40×26 card as the other brands.

const row = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })

export function MadaMark(props: { label: string }) {
  return (
    <p className={row}>
      <svg
        aria-hidden
        focusable={false}
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 40 26"
        direction="ltr"
        data-brand="MADA"
        className={css({ flexShrink: 0, inlineSize: '40px', blockSize: '26px' })}
      >
        <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill="#FFFFFF" stroke="#D0D5DD" />
        <rect x="5" y="8" width="11" height="3.5" rx="0.5" fill="#84B740" />
        <rect x="5" y="14" width="11" height="3.5" rx="0.5" fill="#259BD6" />
        <text
          x="27"
          y="16.5"
          fill="#27292D"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
          fontSize="9"
          fontWeight="800"
          textAnchor="middle"
          direction="ltr"
        >
          mada
        </text>
      </svg>
      <span>{props.label}</span>
    </p>
  )
}
