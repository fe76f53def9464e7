import { ConfigError } from './config/config-error'
import { loadDeferredModules } from './lib/load-on-first-use'
import { startExistingEmbeddedDatabase } from './start/early-embedded-database'

const SHUTDOWN_GRACE_MS = 10_000
/** How long after listening the modules a start left for first use are loaded: the first requests go first. */
const DEFERRED_MODULES_AFTER_MS = 2_000

// An existing embedded database starts before anything else is read, the configuration's schema and the database
// client included (nothing this file imports statically is heavy, and the compiled server keeps the app in chunks
// of its own): everything else loads while its worker starts.
const embedded = startExistingEmbeddedDatabase(process.env)

async function main() {
  const { loadConfig } = await import('./config/env')
  const config = loadConfig()
  const [store, { buildApp }, { logReady }] = await Promise.all([
    import('./start/data-store').then(({ openDataStore }) => openDataStore(config, { embedded })),
    import('./app'),
    import('./start/ready-log'),
  ])
  const app = await buildApp({ config, store })
  await app.listen({ port: config.port, host: config.host })
  logReady(app, config, store)
  // What the start left for first use (the password estimator, the captcha's font...) loads soon, so that seldom
  // a request waits for it, but after the health checks and reconnecting pages that meet a restarted process.
  setTimeout(() => void loadDeferredModules(), DEFERRED_MODULES_AFTER_MS).unref()

  // On SIGTERM or SIGINT: not ready (a load balancer stops sending requests) for SHUTDOWN_DRAIN_MS while still
  // serving; then no new connections (new requests on open ones answer 503), the requests in flight are answered,
  // push sockets are closed with a code that tells pages to reconnect, then the database closes. A request that
  // never ends cannot hold the process: it exits SHUTDOWN_GRACE_MS after the drain whatever is left.
  const shutdown = async (signal: string) => {
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down')
    app.lifecycle.isDraining = true
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
    setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still open after the grace period: exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    await app.close()
    await store.close()
    app.log.info('stopped')
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : (error as Error).stack
  console.error(message)
  process.exit(1)
})
