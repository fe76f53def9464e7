import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config/env'
import { openDataStore } from '../../apps/server/src/start/data-store'
import { ownerQuery } from '../../apps/server/test/owner-query'

// The real portal, with the demo account named by DISABLED_ACCOUNT (an e-mail) disabled by the owner before it
// listens. Started by the single sign-on browser test.
const config = loadConfig()
const store = await openDataStore(config)
const app = await buildApp({ config, store })
await ownerQuery(store, `UPDATE staff_accounts SET status = 'stopped' WHERE email = $1`, [
  process.env.DISABLED_ACCOUNT,
])
await app.listen({ port: config.port, host: config.host })

process.once('SIGTERM', async () => {
  await app.close()
  await store.close()
  process.exit(0)
})
