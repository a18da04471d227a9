// An upload that reports how much of its body has gone, for the documents page's progress bar.
// fetch cannot say; XMLHttpRequest can. It behaves like fetch for the rest of http(): the same
// credentials and headers, a Response back, a rejection when the network fails or the signal aborts.

export interface ProgressUpload {
  url: URL
  method: string
  headers: Headers
  body: FormData
  signal: AbortSignal | undefined
  onUploadProgress: (fraction: number) => void
}

/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304])

export function sendWithProgress(upload: ProgressUpload): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const abort = () => xhr.abort()
    const done = () => upload.signal?.removeEventListener('abort', abort)
    if (upload.signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'))
      return
    }
    xhr.open(upload.method, upload.url.href)
    xhr.withCredentials = true
    upload.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        upload.onUploadProgress(event.loaded / event.total)
    })
    // The body is all sent; the answer may take longer (the platform still checks the file).
    xhr.upload.addEventListener('load', () => upload.onUploadProgress(1))
    xhr.addEventListener('load', () => {
      done()
      const headers = new Headers()
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':')
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
      }
      resolve(
        new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      )
    })
    xhr.addEventListener('error', () => {
      done()
      reject(new TypeError('The upload failed'))
    })
    xhr.addEventListener('abort', () => {
      done()
      reject(new DOMException('The upload was aborted', 'AbortError'))
    })
    upload.signal?.addEventListener('abort', abort, { once: true })
    xhr.send(upload.body)
  })
}
