import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { docStatus, photo, startKyc } from './kyc.test-kit'

// What the kyc machine tells the route for analytics: each side the platform took, by document
// type and side (never the file or its name), once; a refused upload is not an upload.

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('kyc analytics', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports each side the platform took, once, and not one it refused', async () => {
    const refused = new ApiError({ kind: 'http', status: 413, message: 'big', url: '/x' })
    const { actor } = startKyc(
      {},
      { uploads: [docStatus([['EMIRATES_ID', 'FRONT', 'PENDING']]), refused] },
    )
    const emitted: unknown[] = []
    actor.on('*', (event) => emitted.push(event))
    await settle()
    actor.send({ type: 'file.chosen', documentType: 'EMIRATES_ID', side: 'FRONT', file: photo() })
    await settle()
    actor.send({ type: 'file.chosen', documentType: 'EMIRATES_ID', side: 'BACK', file: photo() })
    await settle()
    expect(emitted).toEqual([{ type: 'uploaded', documentType: 'EMIRATES_ID', side: 'FRONT' }])
  })
})
