import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config/env'
import { openDataStore } from '../../apps/server/src/start/data-store'
import { rollCallDomain } from './roll-call-domain'

// The real portal with one more domain plugin, the test's roll call; started by startRollCallServer.
const config = loadConfig()
const store = await openDataStore(config)
const app = await buildApp({ config, store })
await app.register(rollCallDomain)
await app.listen({ port: config.port, host: config.host })

process.once('SIGTERM', async () => {
  await app.close()
  await store.close()
  process.exit(0)
})
