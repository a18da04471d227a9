import { parseArgs } from 'node:util'
import { startStaticServer } from './serve/static-server'

// `npm run serve`: the production build (`npm run build`, into dist/) as it should be served:
// hashed assets immutable for a year, HTML and other files revalidated on every load, brotli or
// gzip. Any static host or CDN can do the same (docs/deploying.md).

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    port: { type: 'string', default: process.env.PORT ?? '4300' },
    // A platform to forward /api/ and /rental/api/ to, on the same origin (as a gateway would).
    platform: { type: 'string', default: process.env.PLATFORM_URL },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Not a port: ${values.port}`)
  process.exit(2)
}

const server = await startStaticServer({
  root: values.dir,
  host: values.host,
  port,
  ...(values.platform ? { platformUrl: values.platform } : {}),
})
console.log(`Serving ${values.dir}/ at ${server.url}/rental/`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0))
  })
}
