import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  confirmTotpRoute,
  removeTotpRoute,
  renewRecoveryCodesRoute,
  secondFactorsRoute,
  startTotpRoute,
} from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { openSealedValue } from '../auth/sealed-value'
import { requireCurrentPassword } from './current-password'
import { afterFactorRemoved, auditFactor, totpLabel } from './own-factor-changes'
import { deleteTotp } from './second-factor-repository'
import {
  confirmTotpEnrolment,
  describeFactors,
  renewRecoveryCodes,
  startTotpEnrolment,
} from './second-factor-service'

/**
 * One's own second factors under 个人信息: the authenticator app (TOTP) and recovery codes here, passkeys in
 * their own file. Every change but the app's confirmation asks for the current password.
 */
export async function secondFactorRoutes(app: FastifyInstance) {
  const { db, loginKey } = app.store
  const openPassword = (sealed: string) => openSealedValue({ db, loginKey }, sealed)
  const accountOf = (request: FastifyRequest) => request.session?.accountId ?? ''

  serveRoute(app, secondFactorsRoute, async ({ request }) =>
    request.withTenant((tx) => describeFactors(tx, accountOf(request))),
  )

  serveRoute(app, startTotpRoute, async ({ body, request }) => {
    const password = await openPassword(body.currentPassword)
    return request.withTenant(async (tx) => {
      await requireCurrentPassword(tx, accountOf(request), password)
      return startTotpEnrolment(tx, accountOf(request), await totpLabel(tx, accountOf(request)))
    })
  })

  serveRoute(app, confirmTotpRoute, async ({ body, request }) =>
    request.withTenant(async (tx) => {
      const recoveryCodes = await confirmTotpEnrolment(tx, accountOf(request), body.code)
      await auditFactor(tx, request, 'create', 'TOTP')
      return { recoveryCodes }
    }),
  )

  serveRoute(app, removeTotpRoute, async ({ body, request }) => {
    const password = await openPassword(body.currentPassword)
    return request.withTenant(async (tx) => {
      await requireCurrentPassword(tx, accountOf(request), password)
      await deleteTotp(tx, accountOf(request))
      await afterFactorRemoved(tx, accountOf(request))
      await auditFactor(tx, request, 'delete', 'TOTP')
      return describeFactors(tx, accountOf(request))
    })
  })

  serveRoute(app, renewRecoveryCodesRoute, async ({ body, request }) => {
    const password = await openPassword(body.currentPassword)
    return request.withTenant(async (tx) => {
      await requireCurrentPassword(tx, accountOf(request), password)
      return { recoveryCodes: await renewRecoveryCodes(tx, accountOf(request)) }
    })
  })
}
