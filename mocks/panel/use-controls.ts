import { useSyncExternalStore } from 'react'
import { controls, onControlsChange, type Controls } from '../lib/controls'

// The controls are one mutable object; React needs an immutable snapshot per change. This
// listener is registered when the module loads, before any component subscribes, so the
// snapshot is fresh by the time React reads it.

let snapshot: Controls = structuredClone(controls)
onControlsChange((current) => {
  snapshot = structuredClone(current)
})

function subscribe(onChange: () => void): () => void {
  const stop = onControlsChange(onChange)
  return () => {
    stop()
  }
}

export function useControls(): Controls {
  return useSyncExternalStore(subscribe, () => snapshot)
}
