import type { FastifyInstance } from 'fastify'
import { DEFAULT_ROUTE_PATH, LOGIN_ROUTE_PATH } from '@portal/contract'
import type { Config } from '../config/env'
import type { DataStore } from './data-store'
import { DEMO_ACCOUNTS } from './demo-seed/demo-accounts'

/**
 * Says where the portal answers once it listens, and in demo mode the outbox and the demo logins.
 * @example logReady(app, config, store)
 */
export function logReady(app: FastifyInstance, config: Config, store: DataStore): void {
  const origin = `http://localhost:${config.port}`
  app.log.info(
    {
      database: store.kind,
      dataDir: store.kind === 'embedded' ? config.dataDir : undefined,
      demo: config.isDemo,
    },
    `portal ready at ${origin}${LOGIN_ROUTE_PATH} (home ${origin}${DEFAULT_ROUTE_PATH})`,
  )
  if (!config.isDemo) return
  app.log.info(`demo mode: outbox at ${origin}/dev/outbox.html`)
  // For the person who ran `npm start`: a table of plain lines, not one log record's string with \n in it.
  const logins = DEMO_ACCOUNTS.map(
    (account) => `  ${account.login.padEnd(18)} ${account.password.padEnd(12)} ${account.note}`,
  )
  process.stdout.write(`demo logins:\n${logins.join('\n')}\n`)
}
