import type { FastifyInstance } from 'fastify'
import { accountTenantsRoute, checkAccount, loginChallengeRoute, loginRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { findAccountCredentials } from '../accounts/account-repository'
import { listAccountTenants } from '../tenants/tenant-settings-repository'
import { LOGIN_CHALLENGE_TTL_SECONDS, issueLoginNonce } from './login-challenge-repository'
import { completeLogin, startStepSession } from './login-completion'
import { decideLogin } from './login-service'

/** The login itself: its challenge, the account's tenants, and the login call. */
export async function loginRoutes(app: FastifyInstance) {
  const { db, loginKey } = app.store
  const throttle = { perIpPerMinute: app.config.loginRatePerMinute }

  serveRoute(
    app,
    loginChallengeRoute,
    async () => ({
      publicKey: loginKey.publicKeyDer,
      nonce: await issueLoginNonce(db),
      algorithm: 'RSA-OAEP-256' as const,
      expiresInSeconds: LOGIN_CHALLENGE_TTL_SECONDS,
    }),
    throttle,
  )

  // Lists tenants only when there are several to choose from: a one-tenant account and an unknown one look alike.
  serveRoute(
    app,
    accountTenantsRoute,
    async ({ query, request }) => {
      const isPhone = /^\d{4,16}$/.test(query.account)
      if (!isPhone && checkAccount(query.account)) return []
      const account = await findAccountCredentials(db, query.account)
      if (!account || account.status !== 'active') return []
      const tenants = await listAccountTenants(db, account.accountId, request.locale)
      return tenants.length > 1 ? tenants.map(({ tenantId, name }) => ({ tenantId, name })) : []
    },
    throttle,
  )

  serveRoute(
    app,
    loginRoute,
    async ({ body, request, reply }) => {
      const decision = await decideLogin({ db, loginKey }, body, request.locale)
      if (decision.pendingStep) {
        const handle = await startStepSession(request, reply, decision, decision.pendingStep.stage)
        throw decision.pendingStep.error(handle)
      }
      await completeLogin(request, reply, { ...decision, rememberMe: body.rememberMe })
      return { tenantId: decision.tenantId }
    },
    throttle,
  )
}
