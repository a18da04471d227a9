import { mountPanel } from './panel/mount-panel'

// What the sandbox adds for people, loaded once the first page's calls are answered: the panel.

export function startExtras(): void {
  mountPanel()
}
