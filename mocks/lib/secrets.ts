// The fake platform stores secrets the way a real one should: only salted hashes, so its
// persisted database in the browser holds no passwords or reset tokens.

const encoder = new TextEncoder()

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Salted with the user id, so equal passwords do not look alike. */
export function hashPassword(userId: string, password: string): Promise<string> {
  return sha256(`rental-sandbox:password:${userId}:${password}`)
}

export async function passwordMatches(
  user: { userId: string; passwordHash: string },
  password: string,
): Promise<boolean> {
  return (await hashPassword(user.userId, password)) === user.passwordHash
}

export function hashToken(token: string): Promise<string> {
  return sha256(`rental-sandbox:token:${token}`)
}
