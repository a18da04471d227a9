import { controls, onControlsChange } from './controls'

/** Dispatched on `window` after every change of the controls, with a copy as `detail`. */
export const CONTROLS_EVENT = 'rental-sandbox:controls'

/** Tells the app about every change of the controls (it follows the sandbox clock). */
export function broadcastControls(): () => void {
  const announce = () =>
    window.dispatchEvent(new CustomEvent(CONTROLS_EVENT, { detail: structuredClone(controls) }))
  announce()
  return onControlsChange(announce)
}
