import { describe, expect, it } from 'vitest'
import { loadInStages } from './load-in-stages'

// The in-browser platform's modules are imported stage by stage, each in a task of its own.

describe('loadInStages', () => {
  it('runs each stage only after the previous one and a yield', async () => {
    const log: string[] = []
    const stage = (name: string) => () => {
      log.push(name)
      return Promise.resolve()
    }
    await loadInStages([stage('schemas'), stage('db'), stage('handlers')], () => {
      log.push('yield')
      return Promise.resolve()
    })
    expect(log).toEqual(['schemas', 'yield', 'db', 'yield', 'handlers', 'yield'])
  })

  it('stops at a stage that fails', async () => {
    const log: string[] = []
    const failing = () => Promise.reject(new Error('chunk missing'))
    await expect(
      loadInStages([failing, () => Promise.resolve(log.push('next'))], () => Promise.resolve()),
    ).rejects.toThrow('chunk missing')
    expect(log).toEqual([])
  })
})
