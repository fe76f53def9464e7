import { randomBytes, randomUUID } from 'node:crypto'
import { ACTIVATION_LINK_VALID_MS, TRIAL_DAYS } from '@portal/contract'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { giveStarterCallCentre } from '../call-centre/new-tenant'
import { TRIAL_TENANT_LIMITS } from '../tenants/tenant-template'
import { hashActivationKey, isActivationKeyShaped } from './activation-key'
import { applyTenantTemplate, claimRegistration } from './trial-tenant-repository'

const activationError = () => new AppError('ACTIVATION_ERROR', 'activation.error')

/**
 * The activation link: in one transaction, uses up the registration, creates its tenant as a 7-day trial with the
 * tenant template, the registrant's account as its administrator, and a starter call centre that takes a call at
 * once (a number, a skill group holding the administrator, an IVR). Any failure leaves nothing behind.
 * @returns the e-mail to log in with and the new tenant's name
 */
export async function activateRegistration(db: Database, key: string | undefined) {
  if (!isActivationKeyShaped(key)) throw activationError()
  // The tenant's id is chosen here so that the transaction can run inside it from its first statement.
  const tenantId = randomUUID()
  const tenantCode = `trial-${randomBytes(6).toString('hex')}`
  return db.withTenant(tenantId, async (tx) => {
    const claim = await claimRegistration(tx, {
      keyHash: hashActivationKey(key),
      validSeconds: ACTIVATION_LINK_VALID_MS / 1000,
      tenantId,
      tenantCode,
      trialDays: TRIAL_DAYS,
      limits: TRIAL_TENANT_LIMITS,
    })
    if (claim.outcome === 'timeout') throw new AppError('ACTIVATION_TIMEOUT', 'activation.timeout')
    if (claim.outcome === 'duplicate') throw new AppError('ACCOUNT_EXIST', 'register.duplicate', 409)
    if (claim.outcome !== 'activated') throw activationError()
    await applyTenantTemplate(tx, tenantId, claim.accountId)
    await giveStarterCallCentre(tx, { tenantCode, administratorId: claim.accountId })
    return { email: claim.email, tenantName: claim.tenantName }
  })
}
