import { act } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor as waitForState } from 'xstate'
import { createSession } from '../../../session/session'
import { useRememberLanguage } from './use-remember-language'

// The header's language control saves a customer's choice through the session's actor. It reads
// the actor when the answer comes, not as the actor loads: following it drew the header again,
// in one blocking task, right after a prerendered page hydrated.

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

describe('remembering the language chosen in the header', () => {
  it('draws nothing again when the session loads', async () => {
    const session = createSession(() => undefined)
    const queryClient = new QueryClient()
    const router = createRouter({
      routeTree: createRootRoute(),
      context: { auth: session, queryClient },
    })
    let renders = 0
    function LanguageControl() {
      useRememberLanguage()
      renders += 1
      return <p>language</p>
    }
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => {
      root = createRoot(container)
      root.render(
        <QueryClientProvider client={queryClient}>
          <RouterContextProvider router={router}>
            <LanguageControl />
          </RouterContextProvider>
        </QueryClientProvider>,
      )
      await Promise.resolve()
    })
    expect(renders).toBe(1)

    const actor = await act(() => session.load())
    await act(() => waitForState(actor, (state) => state.matches('anonymous')))
    expect(renders).toBe(1)
    actor.stop()
  })
})
