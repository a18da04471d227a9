import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StartShell } from './start-shell'

// The frame index.html paints for a page that is not prerendered (scripts/prerender.ts).

describe('the frame of a page before the app', () => {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(<StartShell />)

  it('has the header and a busy main region, and no words to be in the wrong language', () => {
    expect(container.querySelector('header')).not.toBeNull()
    expect(container.querySelector('main')?.getAttribute('aria-busy')).toBe('true')
    expect(container.textContent.trim()).toBe('')
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('sizes its header as the app’s own, with logical properties only', () => {
    const header = container.querySelector('header')?.className ?? ''
    expect(header).toContain('pos_sticky')
    expect(container.innerHTML).not.toMatch(/(?:^|\s)(?:ml|mr|pl|pr|left|right)_/)
  })
})
