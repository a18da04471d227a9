import { describe, expect, it } from 'vitest'
import { challengeTarget } from './challenge-target'

const ORIGIN = 'https://rental.example'
const BACK = '/rental/summary?city=dubai&listingsId=dxb-004'

describe('challengeTarget', () => {
  it('tells a challenge without a return URL where to come back', () => {
    const target = challengeTarget('/rental/sandbox/challenge?challenge=ch-1', BACK, ORIGIN)
    const url = new URL(target, ORIGIN)
    expect(target.startsWith('/rental/sandbox/challenge?')).toBe(true)
    expect(url.searchParams.get('challenge')).toBe('ch-1')
    expect(url.searchParams.getAll('returnUrl')).toEqual([BACK])
  })

  it('keeps the return URL a wallet intent was created with, once', () => {
    const own = '/rental/ar-DXB/summary?city=dubai'
    const target = challengeTarget(
      `/rental/sandbox/challenge?challenge=ch-2&returnUrl=${encodeURIComponent(own)}`,
      BACK,
      ORIGIN,
    )
    expect(new URL(target, ORIGIN).searchParams.getAll('returnUrl')).toEqual([own])
  })

  it('opens the challenge page of this app in the language of the page it returns to', () => {
    const arabic = '/rental/ar-DXB/summary?city=dubai'
    const target = challengeTarget('/rental/sandbox/challenge?challenge=ch-3', arabic, ORIGIN)
    expect(new URL(target, ORIGIN).pathname).toBe('/rental/ar-DXB/sandbox/challenge')
    const english = challengeTarget('/rental/sandbox/challenge?challenge=ch-3', BACK, ORIGIN)
    expect(new URL(english, ORIGIN).pathname).toBe('/rental/sandbox/challenge')
  })

  it('leaves a bank on another origin absolute', () => {
    const target = challengeTarget('https://bank.example/3ds?session=9', BACK, ORIGIN)
    expect(target).toBe(`https://bank.example/3ds?session=9&returnUrl=${encodeURIComponent(BACK)}`)
  })
})
