import type { FastifyInstance } from 'fastify'
import { unlockAccountRoute } from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { recordAudit } from '../audit/audit-trail'
import { findAccountCredentials, isTenantMember } from './account-repository'
import { failureSubject, unlockLogin } from './login-failure-repository'

/** What an administrator does to the accounts of their own tenant. */
export async function accountAdminRoutes(app: FastifyInstance) {
  serveRoute(app, unlockAccountRoute, async ({ body, request }) => {
    const account = await findAccountCredentials(app.store.db, body.account)
    await request.withTenant(async (tx) => {
      // Only a member of the administrator's own tenant: row-level security hides every other membership.
      if (!account || !(await isTenantMember(tx, account.accountId))) throw notFound()
      const before = await unlockLogin(tx, failureSubject(account.accountId, body.account))
      await recordAudit(tx, request, {
        action: 'staff.unlock',
        targetType: 'staff',
        targetId: account.accountId,
        targetName: body.account.trim(),
        before: { failures: before.failures, lockedUntil: before.lockedUntil },
        after: { failures: 0, lockedUntil: null },
      })
    })
    return null
  })
}
