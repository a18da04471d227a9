import { act, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor as waitForState } from 'xstate'
import { PERSONA_PASSWORD } from '../../mocks/seed/personas'
import { createSession } from './session'
import { useUser } from './use-auth'

// A prerendered page is drawn before any session exists and hydrated that way. When the session
// then turns out to be a visitor's (the usual first visit), nothing on the page changes, so
// nothing may render again: the cars page used to be drawn twice, its ten cards included, in
// one long task right after hydration.

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

describe('reading the session on a hydrated page', () => {
  it('renders once for a visitor, and again only when the user changes', async () => {
    const session = createSession(() => undefined)
    const router = createRouter({
      routeTree: createRootRoute(),
      context: { auth: session, queryClient: new QueryClient() },
    })
    let renders = 0
    function Greeting() {
      const user = useUser()
      renders += 1
      return <p>{user ? `Hello ${user.email}` : 'Hello visitor'}</p>
    }
    const tree = (
      <RouterContextProvider router={router}>
        <Greeting />
      </RouterContextProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    renders = 0

    // The session is known (a visitor) by the time the page hydrates.
    const actor = await session.load()
    await waitForState(actor, (state) => state.matches('anonymous'))
    await act(async () => {
      root = hydrateRoot(container, tree)
      await Promise.resolve()
    })
    expect(screen.getByText('Hello visitor')).toBeInTheDocument()
    expect(renders).toBe(1)

    actor.send({
      type: 'login.submit',
      credentials: { email: 'customer@rental.test', password: PERSONA_PASSWORD },
    })
    await waitFor(() => expect(screen.getByText('Hello customer@rental.test')).toBeInTheDocument())
    actor.stop()
  })
})
