import { describe, expect, it, vi } from 'vitest'
import { runParallel } from './run-parallel'

describe('runParallel', () => {
  it('fails when one of the scripts fails, and names it', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      expect(await runParallel(['no-such-script'])).toBe(1)
      expect(stderr.mock.calls.flat().join('')).toContain('Failed: no-such-script')
      expect(stdout.mock.calls.flat().join('')).toMatch(/no-such-script: failed \(exit \d+\)/)
    } finally {
      stderr.mockRestore()
      stdout.mockRestore()
    }
  })
})
