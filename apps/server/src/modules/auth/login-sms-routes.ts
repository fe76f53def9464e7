import type { FastifyInstance } from 'fastify'
import { checkLoginPhone, loginSmsCodeRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { issueSmsCode, recordUnsentCode } from '../sms-codes/sms-code-service'
import { findAccountByPhone } from '../accounts/account-repository'
import { listAccountTenants } from '../tenants/tenant-settings-repository'
import { phonePatternFor } from './login-claim'

/** The login code by SMS: sent only to an active account's own phone, with the same answer either way. */
export async function loginSmsRoutes(app: FastifyInstance) {
  const { db } = app.store
  serveRoute(
    app,
    loginSmsCodeRoute,
    async ({ query, request }) => {
      const problem = checkLoginPhone(query.mobile, phonePatternFor(query.countryCode))
      if (problem) throw new AppError('FAILURE', problem)
      const account = await findAccountByPhone(db, query.mobile)
      const tenants =
        account?.status === 'active' ? await listAccountTenants(db, account.accountId, request.locale) : []
      const tenant = tenants.find((item) => item.isSmsLoginEnabled)
      const sending = { purpose: 'login' as const, target: query.mobile, ip: request.ip }
      // No account, or none of its tenants allows SMS login: counted like a send, so the answer is the same.
      const deliveryTicket = !tenant
        ? await recordUnsentCode(db, sending)
        : await issueSmsCode(
            { db, sms: app.sms },
            { ...sending, locale: request.locale, tenantId: tenant.tenantId },
          )
      return { deliveryTicket }
    },
    { perIpPerMinute: app.config.loginRatePerMinute },
  )
}
