import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SandboxPanel } from './sandbox-panel'

// The panel gets a React root of its own beside the app's, so the app never imports it and a
// crash in one cannot take the other down.

const ROOT_ID = 'rental-sandbox-root'

export function mountPanel(): void {
  if (document.getElementById(ROOT_ID)) return
  const container = document.createElement('div')
  container.id = ROOT_ID
  // The app reserves room for floating controls while one is on the page
  // (docs/decisions/011-floating-controls-never-cover-an-action-or-a-price.md): the toggle is
  // one, for as long as the page lives, outside the app's React tree. The app's
  // src/lib/floating-dock.ts reads the same attributes (the fake platform does not import the
  // app's code).
  container.setAttribute('data-floating-control', 'standalone')
  document.body.append(container)
  document.documentElement.setAttribute('data-floating-dock', '')
  createRoot(container).render(
    <StrictMode>
      <SandboxPanel />
    </StrictMode>,
  )
}
