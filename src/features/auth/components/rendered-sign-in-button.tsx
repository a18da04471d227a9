import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { css } from '../../../../styled-system/css'
import type { Dispose, RenderedSocialProvider, SocialToken } from '../social-provider'

// A provider's button is drawn by its own script into this slot, as large as the ones beside it.
const slot = css({ minBlockSize: '44px', display: 'flex', justifyContent: 'center' })

/**
 * A provider's own button. Its script loads once this slot is on the page; a script that does
 * not load leaves the slot empty and the page says so beside the other ways in.
 */
export function RenderedSignInButton(props: {
  provider: RenderedSocialProvider
  locale: 'en' | 'ar'
  busy: boolean
  onToken: (token: SocialToken) => void
  onFailure: () => void
  onPopupBlocked: () => void
  onUnavailable: () => void
}) {
  const element = useRef<HTMLDivElement>(null)
  const [loading, setLoading] = useState(true)
  const { provider, locale } = props
  // The callbacks change with every render of the page; the button is drawn again only when the
  // language does.
  const onToken = useEffectEvent((token: SocialToken) => props.onToken(token))
  const onFailure = useEffectEvent(() => props.onFailure())
  const onPopupBlocked = useEffectEvent(() => props.onPopupBlocked())
  const onUnavailable = useEffectEvent(() => props.onUnavailable())

  useEffect(() => {
    const target = element.current
    if (!target) return
    let live = true
    let dispose: Dispose | undefined
    setLoading(true)
    provider
      .render(target, {
        locale,
        onToken: (token) => {
          if (live) onToken(token)
        },
        onFailure: () => {
          if (live) onFailure()
        },
        onPopupBlocked: () => {
          if (live) onPopupBlocked()
        },
      })
      .then(
        (undo) => {
          // Drawn after the slot went or was drawn again: taken away at once.
          if (!live) {
            undo?.()
            return
          }
          dispose = undo
          setLoading(false)
        },
        () => {
          if (!live) return
          setLoading(false)
          onUnavailable()
        },
      )
    return () => {
      live = false
      dispose?.()
    }
  }, [provider, locale])

  return (
    <div
      ref={element}
      className={slot}
      aria-busy={loading}
      // While a sign-in is being sent, the provider's button takes no second press.
      inert={props.busy}
      data-provider={provider.id}
    />
  )
}
