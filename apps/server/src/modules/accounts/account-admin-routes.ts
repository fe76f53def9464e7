import type { FastifyInstance } from 'fastify'
import { unlockAccountRoute } from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { findAccountCredentials, isTenantMember } from './account-repository'
import { clearFailures, failureSubject } from './login-failure-repository'

/** What an administrator does to the accounts of their own tenant. */
export async function accountAdminRoutes(app: FastifyInstance) {
  serveRoute(app, unlockAccountRoute, async ({ body, request }) => {
    const account = await findAccountCredentials(app.store.db, body.account)
    // Only a member of the administrator's own tenant: row-level security hides every other membership.
    const isMember = await request.withTenant((tx) => isTenantMember(tx, account?.accountId ?? null))
    if (!account || !isMember) throw notFound()
    await clearFailures(app.store.db, failureSubject(account.accountId, body.account))
    return null
  })
}
