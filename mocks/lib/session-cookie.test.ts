import { describe, expect, it } from 'vitest'
import { sessionCookieUserId, sessionCookieValue } from './session-cookie'

describe('the sandbox session cookie', () => {
  it('names the user it was signed for', async () => {
    const value = await sessionCookieValue('user-customer', 1_790_000_000_000)
    expect(value).toMatch(/^user-customer\.1790000000000\.[0-9a-f]{64}$/)
    await expect(sessionCookieUserId(value)).resolves.toBe('user-customer')
  })

  it('keeps an id with commas or spaces in one piece', async () => {
    const value = await sessionCookieValue('user a,b', 1)
    await expect(sessionCookieUserId(value)).resolves.toBe('user a,b')
  })

  it('refuses a value whose user or signature was changed', async () => {
    const value = await sessionCookieValue('user-customer', 1)
    const [, issuedAt, signature] = value.split('.')
    await expect(sessionCookieUserId(`user-vip.${issuedAt}.${signature}`)).resolves.toBeUndefined()
    const last = value.slice(-1)
    const tampered = `${value.slice(0, -1)}${last === '0' ? '1' : '0'}`
    await expect(sessionCookieUserId(tampered)).resolves.toBeUndefined()
    await expect(sessionCookieUserId('user-customer.1')).resolves.toBeUndefined()
  })
})
