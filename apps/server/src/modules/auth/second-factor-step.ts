import type { SecondFactorMethod } from '@portal/contract'
import type { Database, Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AccountCredentials } from '../accounts/account-repository'
import { isFactorRequiredOfRole, isSmsFactorWanted } from '../profile/second-factor-repository'
import { strongFactorMethods } from '../profile/second-factor-service'
import type { AccountTenant } from '../tenants/tenant-settings-repository'

/**
 * What the login's second step asks of a member: an app, passkey or recovery code when they have one (SMS, the
 * weaker, is then not offered); else the SMS code when the account or the tenant wants it; and when their role
 * requires a factor they have not got, an authenticator app set up inside the login (`mustEnrol`).
 */
export type SecondFactorDemand = { methods: SecondFactorMethod[]; mustEnrol: boolean }

const isStrong = (method: SecondFactorMethod) => method === 'totp' || method === 'passkey'

/** The demand of a member in the current tenant; `isSmsWanted`: the account's or the tenant's SMS choice. */
export async function secondFactorDemand(
  tx: Queryable,
  accountId: string,
  isSmsWanted: boolean,
): Promise<SecondFactorDemand> {
  const strong = await strongFactorMethods(tx, accountId)
  if (strong.some(isStrong)) return { methods: strong, mustEnrol: false }
  if (await isFactorRequiredOfRole(tx, accountId)) return { methods: [], mustEnrol: true }
  return { methods: isSmsWanted ? ['sms'] : [], mustEnrol: false }
}

/**
 * The step a login owes for its second factor, or null. A phone login has used its SMS code already, so only a
 * stronger factor (or the role's enrolment) is asked of it.
 */
export async function findSecondFactorStep(
  db: Database,
  account: AccountCredentials,
  tenant: AccountTenant,
  loginType: 'account' | 'phone',
) {
  const isSmsWanted =
    loginType === 'account' &&
    (account.hasSecondFactor || (tenant.isSecondFactorRequired && Boolean(account.phone)))
  const demand = await db.withTenant(tenant.tenantId, (tx) =>
    secondFactorDemand(tx, account.accountId, isSmsWanted),
  )
  if (demand.methods.length === 0 && !demand.mustEnrol) return null
  return demand
}

/** The demand of a member in the current tenant, read again after the login (the step, an SSO sign-in). */
export async function currentDemand(tx: Queryable, accountId: string): Promise<SecondFactorDemand> {
  return secondFactorDemand(tx, accountId, await isSmsFactorWanted(tx, accountId))
}

/** Whether SMS is what this step asks for, read again at the step (the account's and the tenant's choice). */
export const isSmsStepAllowed = async (tx: Queryable, accountId: string): Promise<boolean> =>
  (await currentDemand(tx, accountId)).methods.includes('sms')

/** What an SSO sign-in without the provider's own second factor still asks, or null when nothing. */
export async function ssoSecondFactorDemand(tx: Queryable, accountId: string) {
  const demand = await currentDemand(tx, accountId)
  return demand.methods.length > 0 || demand.mustEnrol ? demand : null
}

/** Refuses a method this step does not take, in the caller's language. */
export const unavailableMethod = () => new AppError('FAILURE', 'secondFactor.methodUnavailable', 403)
