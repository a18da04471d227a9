import { css, cx } from '../../../styled-system/css'

const base = css({
  bg: 'bg.subtle',
  borderRadius: 'control',
  animation: 'pulse 1.6s ease-in-out infinite',
  _reducedMotion: { animation: 'none' },
})

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx(base, className)} />
}
