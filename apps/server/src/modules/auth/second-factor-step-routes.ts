import type { FastifyInstance } from 'fastify'
import {
  secondAuthPasskeyOptionsRoute,
  secondAuthPasskeyRoute,
  secondAuthPendingRoute,
  secondAuthTotpConfirmRoute,
  secondAuthTotpSetupRoute,
  secondAuthVerifyRoute,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { serveRoute } from '../../lib/serve-route'
import { auditFactor, totpLabel } from '../profile/own-factor-changes'
import { authenticationOptions, relyingPartyOf, verifyAuthentication } from '../profile/passkey-ceremony'
import { confirmTotpEnrolment, startTotpEnrolment, takeLoginCode } from '../profile/second-factor-service'
import { countedFactorTry, finishSecondFactor, stepSessionOf } from './second-factor-completion'
import { currentDemand, secondFactorDemand, unavailableMethod } from './second-factor-step'
import { findOwnAccount } from '../accounts/account-repository'
import { maskPhone } from './login-service'
import type { SessionContext } from '../sessions/session-repository'

/**
 * The second step of a login beyond SMS: an authenticator app's code or a recovery code, a passkey, and, for a
 * member whose role requires a factor they have not got, an authenticator app set up inside the login.
 */
export async function secondFactorStepRoutes(app: FastifyInstance) {
  const { db } = app.store
  const party = relyingPartyOf(app.config.publicUrl, 'Contact Centre Portal')
  // Only a member whose role requires a factor, and who has none, may set one up before the login completes:
  // anyone else setting one up here would step around the factor they have.
  const mustEnrol = async (tx: Queryable, accountId: string) => {
    if (!(await secondFactorDemand(tx, accountId, false)).mustEnrol) throw unavailableMethod()
  }

  serveRoute(app, secondAuthPendingRoute, async ({ request }) => {
    const session = request.session as SessionContext
    const { demand, account } = await db.withTenant(session.tenantId, async (tx) => ({
      demand: await currentDemand(tx, session.accountId),
      account: await findOwnAccount(tx, session.accountId),
    }))
    const phone = demand.methods.includes('sms') ? maskPhone(account?.phone ?? '') : ''
    return { secondAuthCode: session.stepHandle ?? '', phone, ...demand }
  })

  serveRoute(app, secondAuthVerifyRoute, async ({ body, request, reply }) => {
    const session = stepSessionOf(request, body.secondAuthCode)
    await countedFactorTry(request, session, () =>
      db.withTenant(session.tenantId, (tx) => takeLoginCode(tx, session.accountId, body)),
    )
    return finishSecondFactor(request, reply, session)
  })

  serveRoute(app, secondAuthPasskeyOptionsRoute, async ({ query, request }) => {
    const session = stepSessionOf(request, query.secondAuthCode)
    return db.withTenant(session.tenantId, (tx) => authenticationOptions(tx, party, session))
  })

  serveRoute(app, secondAuthPasskeyRoute, async ({ body, request, reply }) => {
    const session = stepSessionOf(request, body.secondAuthCode)
    await countedFactorTry(request, session, () =>
      db.withTenant(session.tenantId, (tx) => verifyAuthentication(tx, party, session, body.response)),
    )
    return finishSecondFactor(request, reply, session)
  })

  serveRoute(app, secondAuthTotpSetupRoute, async ({ body, request }) => {
    const session = stepSessionOf(request, body.secondAuthCode)
    return db.withTenant(session.tenantId, async (tx) => {
      await mustEnrol(tx, session.accountId)
      return startTotpEnrolment(tx, session.accountId, await totpLabel(tx, session.accountId))
    })
  })

  serveRoute(app, secondAuthTotpConfirmRoute, async ({ body, request, reply }) => {
    const session = stepSessionOf(request, body.secondAuthCode)
    const recoveryCodes = await db.withTenant(session.tenantId, async (tx) => {
      await mustEnrol(tx, session.accountId)
      const codes = await confirmTotpEnrolment(tx, session.accountId, body.code)
      await auditFactor(tx, request, 'create', 'TOTP')
      return codes
    })
    return { ...(await finishSecondFactor(request, reply, session)), recoveryCodes }
  })
}
