import type { FastifyInstance } from 'fastify'
import { unlockAccountRoute } from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { findAccountCredentials } from './account-repository'
import { clearFailures, failureSubject } from '../auth/login-throttle'

/** What an administrator does to the accounts of their own tenant. */
export async function accountAdminRoutes(app: FastifyInstance) {
  serveRoute(app, unlockAccountRoute, async ({ body, request }) => {
    const account = await findAccountCredentials(app.store.db, body.account)
    // Only a member of the administrator's own tenant: row-level security hides every other membership.
    const { rows } = await request.withTenant((tx) =>
      tx.query('SELECT 1 FROM tenant_members WHERE account_id = $1', [account?.accountId ?? null]),
    )
    if (!account || rows.length === 0) throw notFound()
    await clearFailures(app.store.db, failureSubject(account.accountId, body.account))
    return null
  })
}
