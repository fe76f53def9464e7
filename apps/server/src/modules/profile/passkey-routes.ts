import type { FastifyInstance, FastifyRequest } from 'fastify'
import { passkeyRegistrationOptionsRoute, registerPasskeyRoute, removePasskeyRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { openSealedValue } from '../auth/sealed-value'
import { requireCurrentPassword } from './current-password'
import { registrationOptions, relyingPartyOf, verifyRegistration } from './passkey-ceremony'
import { deletePasskey, insertPasskey } from './second-factor-repository'
import { afterFactorRemoved, auditFactor, totpLabel } from './own-factor-changes'
import { describeFactors, ensureRecoveryCodes } from './second-factor-service'

/** Passkeys under 个人信息: options (after the current password), registration, removal. */
export async function passkeyRoutes(app: FastifyInstance) {
  const { db, loginKey } = app.store
  const party = relyingPartyOf(app.config.publicUrl, 'Contact Centre Portal')
  const who = (request: FastifyRequest) => ({
    accountId: request.session?.accountId ?? '',
    sessionId: request.session?.sessionId ?? '',
  })

  serveRoute(app, passkeyRegistrationOptionsRoute, async ({ body, request }) => {
    const password = await openSealedValue({ db, loginKey }, body.currentPassword)
    return request.withTenant(async (tx) => {
      await requireCurrentPassword(tx, who(request).accountId, password)
      const userName = await totpLabel(tx, who(request).accountId)
      return registrationOptions(tx, party, { ...who(request), userName })
    })
  })

  serveRoute(app, registerPasskeyRoute, async ({ body, request }) =>
    request.withTenant(async (tx) => {
      const passkey = await verifyRegistration(tx, party, who(request).sessionId, body.response)
      await insertPasskey(tx, who(request).accountId, { ...passkey, name: body.name })
      await auditFactor(tx, request, 'create', body.name)
      return { recoveryCodes: await ensureRecoveryCodes(tx, who(request).accountId) }
    }),
  )

  serveRoute(app, removePasskeyRoute, async ({ body, params, request }) => {
    const password = await openSealedValue({ db, loginKey }, body.currentPassword)
    return request.withTenant(async (tx) => {
      await requireCurrentPassword(tx, who(request).accountId, password)
      const name = await deletePasskey(tx, who(request).accountId, params.id)
      if (name === null) throw new AppError('FAILURE', 'secondFactor.passkeyNotFound', 404)
      await afterFactorRemoved(tx, who(request).accountId)
      await auditFactor(tx, request, 'delete', name)
      return describeFactors(tx, who(request).accountId)
    })
  })
}
