import { useEffect, useState } from 'react'
import { sessionEmail } from '../sandbox-session'

/** How often the open panel re-reads the session, to notice logins made through the app. */
const SESSION_POLL_MS = 3000

/** Who is logged in: undefined while checking, null when nobody is. */
export function useSessionEmail(): string | null | undefined {
  const [email, setEmail] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    let active = true
    const read = () =>
      void sessionEmail().then(
        (found) => active && setEmail(found ?? null),
        () => active && setEmail(null),
      )
    read()
    const timer = setInterval(read, SESSION_POLL_MS)
    return () => {
      active = false
      clearInterval(timer)
    }
  }, [])
  return email
}
