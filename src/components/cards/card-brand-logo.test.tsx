import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cardBrandSchema } from '../../api/schemas/payment'
import { CardBrandLogo } from './card-brand-logo'

const BRANDS = cardBrandSchema.options

function svgOf(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg')
  if (!svg) throw new Error('no svg rendered')
  return svg
}

describe('CardBrandLogo', () => {
  it.each(BRANDS)('draws %s as a decorative svg hidden from assistive technology', (brand) => {
    const { container } = render(<CardBrandLogo brand={brand} />)
    const svg = svgOf(container)
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
    expect(svg).not.toHaveAttribute('role')
    expect(svg).not.toHaveAttribute('aria-label')
    expect(svg.childElementCount).toBeGreaterThan(0)
    expect(screen.queryByRole('img')).toBeNull()
  })

  it.each(BRANDS)('names %s as an image when given a label', (brand) => {
    const { container } = render(<CardBrandLogo brand={brand} label={`${brand} card`} />)
    const img = screen.getByRole('img', { name: `${brand} card` })
    expect(img).toBe(svgOf(container))
    expect(img).not.toHaveAttribute('aria-hidden')
  })

  it('keeps its drawing left-to-right in a right-to-left page', () => {
    const { container } = render(
      <div dir="rtl">
        <CardBrandLogo brand="VISA" />
      </div>,
    )
    const svg = svgOf(container)
    expect(svg).toHaveAttribute('direction', 'ltr')
    for (const text of svg.querySelectorAll('text')) {
      expect(text).toHaveAttribute('direction', 'ltr')
    }
  })

  it('gives each of the eight brands its own drawing', () => {
    const drawings = BRANDS.map((brand) => {
      const { container, unmount } = render(<CardBrandLogo brand={brand} />)
      const html = svgOf(container).innerHTML
      unmount()
      return html
    })
    expect(BRANDS).toHaveLength(8)
    expect(new Set(drawings).size).toBe(8)
  })

  it('draws the same mark at both sizes', () => {
    const { container: md } = render(<CardBrandLogo brand="JCB" />)
    const { container: sm } = render(<CardBrandLogo brand="JCB" size="sm" />)
    expect(svgOf(sm).innerHTML).toBe(svgOf(md).innerHTML)
    expect(svgOf(sm).getAttribute('class')).not.toBe(svgOf(md).getAttribute('class'))
  })
})
