import { mountPanel } from './panel/mount-panel'
import { installSandboxApi } from './sandbox-api'

// What the sandbox adds around the platform, loaded once the first page's calls are answered:
// `window.rentalSandbox` (console, Playwright, panel) and the sandbox panel.

export function startExtras(): void {
  installSandboxApi()
  mountPanel()
}
