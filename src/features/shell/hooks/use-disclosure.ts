import { useEffect, useId, useRef, useState } from 'react'

/**
 * A button that shows and hides a panel: Escape and a click outside close it, and Escape returns
 * focus to the button.
 */
export function useDisclosure<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<T>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        triggerRef.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target))
        setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return {
    open,
    setOpen,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    containerRef,
    triggerProps: { ref: triggerRef, 'aria-expanded': open, 'aria-controls': panelId },
    panelId,
  }
}
