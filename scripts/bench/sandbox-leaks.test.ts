import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findSandboxLeaks } from './sandbox-leaks'

describe('findSandboxLeaks', () => {
  let dir = ''
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-leaks-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<script type="module" src="/rental/assets/index.js">')
    await writeFile(join(dir, 'assets', 'index.js'), 'fetch(`/api/identity/me`)')
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('finds nothing in a build without the sandbox', async () => {
    // A source map may quote a comment that names the sandbox; browsers never run it.
    await writeFile(
      join(dir, 'assets', 'index.js.map'),
      '{"sourcesContent":["// window.rentalSandbox"]}',
    )
    expect(await findSandboxLeaks(dir)).toEqual([])
  })

  it('names each file that ships the sandbox, and what in it', async () => {
    await writeFile(join(dir, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {})')
    await writeFile(join(dir, 'assets', 'browser.js'), 'window.rentalSandbox={loginAs(){}}')
    await writeFile(join(dir, 'assets', 'controls.js'), 'post(`/sandbox/faults`)')
    expect(await findSandboxLeaks(dir)).toEqual([
      { file: join('assets', 'browser.js'), marker: 'rentalSandbox' },
      { file: join('assets', 'browser.js'), marker: 'loginAs' },
      { file: join('assets', 'controls.js'), marker: '/sandbox/faults' },
      { file: 'mockServiceWorker.js', marker: 'the file itself' },
    ])
  })
})
