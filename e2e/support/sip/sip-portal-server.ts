import { buildApp } from '../../../apps/server/src/app'
import { loadConfig } from '../../../apps/server/src/config/env'
import { openDataStore } from '../../../apps/server/src/start/data-store'
import { ownerQuery } from '../../../apps/server/test/owner-query'

// The real portal with Demo Co. on the SIP network of the softphone browser tests (SIP_WS_URL, SIP_DOMAIN and
// SIP_SHARED_SECRET name the test's kamailio): its agents sign in on the browser softphone. The owner writes
// the setting before the server listens, as an administrator would have.
const config = loadConfig()
const store = await openDataStore(config)
const app = await buildApp({ config, store })
await ownerQuery(
  store,
  `UPDATE cti_settings SET network = 'sip', sign_models = '{SIPPHONE}'
   WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
)
await app.listen({ port: config.port, host: config.host })

process.once('SIGTERM', async () => {
  await app.close()
  await store.close()
  process.exit(0)
})
