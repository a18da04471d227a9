import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FloorCards } from './cards'

// The bench's floor: a bare React 19 + TanStack Router page, one route, ten cards, under
// /rental/. What the cars page is measured against (`npm run bench`).

const rootRoute = createRootRoute({ component: Outlet })
const cars = createRoute({ getParentRoute: () => rootRoute, path: '/', component: FloorCards })
const router = createRouter({ routeTree: rootRoute.addChildren([cars]), basepath: '/rental' })

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
