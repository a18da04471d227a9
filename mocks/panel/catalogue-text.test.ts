import { describe, expect, it } from 'vitest'
import { SANDBOX_LOGINS } from '../sandbox-session'
import { SCENARIOS } from '../scenarios'
import { personaShows, scenarioText } from './catalogue-text'

// The panel's scenarios and personas were English on Arabic pages.

const ARABIC = /[\u0600-\u06FF]/

describe('the panel’s scenarios and personas', () => {
  it.each(SCENARIOS.map((scenario) => scenario.id))('names scenario %s in both languages', (id) => {
    const english = scenarioText(id, 'en')
    const arabic = scenarioText(id, 'ar')
    expect(english).toEqual({
      title: SCENARIOS.find((scenario) => scenario.id === id)?.title,
      description: SCENARIOS.find((scenario) => scenario.id === id)?.description,
    })
    expect(arabic?.title).toMatch(ARABIC)
    expect(arabic?.description).toMatch(ARABIC)
  })

  it('describes every login in Arabic', () => {
    for (const login of SANDBOX_LOGINS) {
      expect(personaShows(login.email, 'en')).toBe(login.shows)
      expect(personaShows(login.email, 'ar')).toMatch(ARABIC)
    }
    expect(personaShows('nobody@rental.test', 'ar')).toBeUndefined()
    expect(scenarioText('no-such-scenario', 'ar')).toBeUndefined()
  })
})
