import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config/env'
import { seedSecondCoCall } from '../../apps/server/src/modules/telephony/test-support/second-co-call-kit'
import { openDataStore } from '../../apps/server/src/start/data-store'

// The real portal, with Second Co.'s telephony written by the owner before it listens (a live call of
// multi@demo.com, one waiting in its queue, invitations into it — one to agent01 — and an agent of its own), as the
// API isolation test seeds it. Started by the browser isolation test.
const config = loadConfig()
const store = await openDataStore(config)
const app = await buildApp({ config, store })
await seedSecondCoCall(store)
await app.listen({ port: config.port, host: config.host })

process.once('SIGTERM', async () => {
  await app.close()
  await store.close()
  process.exit(0)
})
