import { describe, expect, it } from 'vitest'
import { idToken } from '../../test/social-provider-fixtures'
import { claimsFromIdToken, emailFromIdToken } from './id-token'

describe('reading an ID token', () => {
  it('reads the email and the names Google puts in its token, in any script', () => {
    const token = idToken({ email: 'layla@gmail.com', given_name: 'ليلى', family_name: 'حداد' })
    expect(claimsFromIdToken(token)).toEqual({
      email: 'layla@gmail.com',
      givenName: 'ليلى',
      familyName: 'حداد',
    })
  })

  it('reads an email alone (Apple’s tokens carry no name)', () => {
    expect(claimsFromIdToken(idToken({ email: 'x@privaterelay.appleid.com' }))).toEqual({
      email: 'x@privaterelay.appleid.com',
    })
  })

  it('has nothing to say about a token without an email or that is not a JWT', () => {
    expect(emailFromIdToken(idToken({ sub: '1', email: '' }))).toBeUndefined()
    expect(emailFromIdToken('sandbox-google:a@b.c')).toBeUndefined()
    expect(emailFromIdToken('a.!!!.c')).toBeUndefined()
  })
})
