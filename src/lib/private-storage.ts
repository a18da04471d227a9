// Private, per-tab state (booking drafts, a payment on its way back from the bank) lives in
// sessionStorage under one prefix, so logging out clears all of it at once.

/** Session storage keys of private, per-tab state that logout clears. */
export const PRIVATE_STORAGE_PREFIX = 'rental:private:'

export function clearPrivateStorage(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(PRIVATE_STORAGE_PREFIX)) sessionStorage.removeItem(key)
  }
}
