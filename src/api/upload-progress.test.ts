import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendWithProgress } from './upload-progress'

// The progress upload against a stand-in XMLHttpRequest: it reports the share sent, answers a
// Response like fetch would, sends credentials and headers, and rejects on abort or failure.

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void

class FakeXhr {
  static last: FakeXhr | undefined
  withCredentials = false
  status = 0
  statusText = ''
  responseText = ''
  opened: [string, string] | undefined
  headers: Record<string, string> = {}
  sent: unknown
  private listeners: Record<string, Listener[]> = {}
  private uploadListeners: Record<string, Listener[]> = {}
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      (this.uploadListeners[type] ??= []).push(listener),
  }
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.opened = [method, url]
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: Listener) {
    ;(this.listeners[type] ??= []).push(listener)
  }
  send(body: unknown) {
    this.sent = body
  }
  abort() {
    this.fire('abort')
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-trace: 7\r\n'
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? []) {
      listener({ lengthComputable: true, loaded, total })
    }
  }
  sentAll() {
    for (const listener of this.uploadListeners.load ?? []) {
      listener({ lengthComputable: true, loaded: 1, total: 1 })
    }
  }
  fire(type: string) {
    for (const listener of this.listeners[type] ?? []) {
      listener({ lengthComputable: false, loaded: 0, total: 0 })
    }
  }
}

function start(signal?: AbortSignal) {
  const fractions: number[] = []
  const headers = new Headers({ Accept: 'application/json', 'Idempotency-Key': 'k-1' })
  const body = new FormData()
  body.set('file', new Blob(['%PDF-']), 'scan.pdf')
  const response = sendWithProgress({
    url: new URL('http://localhost/api/identity/me/documents/MAIN/PASSPORT/ONE_SIDED'),
    method: 'POST',
    headers,
    body,
    signal,
    onUploadProgress: (fraction) => fractions.push(fraction),
  })
  const xhr = FakeXhr.last
  if (!xhr) throw new Error('no request')
  return { response, xhr, fractions, body }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sendWithProgress', () => {
  it('reports the share sent and answers like fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const { response, xhr, fractions, body } = start()
    expect(xhr.opened).toEqual([
      'POST',
      'http://localhost/api/identity/me/documents/MAIN/PASSPORT/ONE_SIDED',
    ])
    expect(xhr.withCredentials).toBe(true)
    expect(xhr.headers).toMatchObject({ 'idempotency-key': 'k-1', accept: 'application/json' })
    expect(xhr.sent).toBe(body)
    xhr.progress(25, 100)
    xhr.progress(60, 100)
    xhr.sentAll()
    xhr.status = 201
    xhr.responseText = '{"ok":true}'
    xhr.fire('load')
    const answer = await response
    expect(fractions).toEqual([0.25, 0.6, 1])
    expect(answer.status).toBe(201)
    expect(answer.headers.get('x-trace')).toBe('7')
    expect(await answer.json()).toEqual({ ok: true })
  })

  it('rejects as aborted when its signal aborts, and as failed when the network does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const controller = new AbortController()
    const aborted = start(controller.signal)
    controller.abort()
    await expect(aborted.response).rejects.toMatchObject({ name: 'AbortError' })

    const failed = start()
    failed.xhr.fire('error')
    await expect(failed.response).rejects.toBeInstanceOf(TypeError)
  })

  it('answers a body-less status without a body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const { response, xhr } = start()
    xhr.status = 204
    xhr.fire('load')
    expect((await response).status).toBe(204)
  })
})
