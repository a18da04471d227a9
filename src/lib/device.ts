/** A coarse, non-identifying description of the device for logs. */
export function deviceInfo(): string {
  if (typeof window === 'undefined') return 'server'
  const { width, height } = window.screen
  const touch = navigator.maxTouchPoints > 0 ? 'touch' : 'pointer'
  return `${width}x${height}; dpr ${window.devicePixelRatio}; ${touch}; ${navigator.language}`
}

export function userAgent(): string {
  return typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent
}
