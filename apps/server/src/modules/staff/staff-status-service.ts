import type { FastifyRequest } from 'fastify'
import {
  RESPONSE_CODES,
  STAFF_PASSWORD_LINK_VALID_HOURS,
  sessionEndedPush,
  type StaffMember,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import type { StaleChange } from '../../db/stale/with-stale-notices'
import { AppError, notFound } from '../../lib/app-error'
import type { PushBus } from '../../plugins/app/push/push-bus'
import { declaredPush } from '../../plugins/app/push/push-publication'
import { recordAudit } from '../audit/audit-trail'
import { clearLoginFailures } from '../password-reset/reset-account-repository'
import { endOtherSessions } from '../sessions/session-repository'
import { withdrawFromCallCentre } from '../telephony/agents/member-withdrawal'
import { sendPasswordLink, type PasswordLinkDeps } from './staff-password-link'
import { sharedAccount } from './staff-form-checks'
import { keepingRoleAdministrator } from '../roles/role-service'
import { findStaffMember, isSharedAccount, setAccountStatus, type StaffRow } from './staff-repository'
import { assertSeatAvailable } from './staff-seats'
import { issuePasswordToken } from './staff-token-repository'
import { auditValues, toStaffMember } from './staff-view'

/** Why the sessions of a disabled member ended, as stored. */
const ENDED_BY_DISABLE = 'account-disabled'

type Change = {
  action: string
  /** `changed` declares what the change makes stale (see `withStaleNotices`). */
  apply: (tx: Queryable, before: StaffRow, changed: StaleChange) => Promise<void>
}

/** Applies a change to one member of the tenant and records it with the member's values before and after. */
async function changeMember(request: FastifyRequest, id: string, change: Change): Promise<StaffRow> {
  return request.withTenant(async (tx, changed) => {
    const before = await findStaffMember(tx, id, request.locale)
    if (!before) throw notFound()
    await change.apply(tx, before, changed)
    const after = (await findStaffMember(tx, id, request.locale)) ?? before
    await recordAudit(tx, request, {
      action: change.action,
      targetType: 'staff',
      targetId: id,
      targetName: after.name,
      before: { ...auditValues(before), isLocked: before.is_locked },
      after: { ...auditValues(after), isLocked: after.is_locked },
    })
    return after
  })
}

const selfOf = (request: FastifyRequest) => request.session?.accountId ?? ''

/**
 * Disables a member: they cannot log in, every open session of theirs ends at once, its pages told
 * 账号已被停用 after the commit, and they leave the call centre (no call rings them any more). An administrator
 * cannot disable themselves.
 */
export async function disableStaff(
  pushBus: PushBus,
  request: FastifyRequest,
  id: string,
): Promise<StaffMember> {
  if (id === selfOf(request)) throw new AppError('FAILURE', 'staff.cannotDisableSelf', 400)
  let sessionIds: string[] = []
  const row = await changeMember(request, id, {
    action: 'staff.disable',
    apply: async (tx, _before, changed) => {
      // The status is the account's, in every tenant: one tenant's administrator may not stop another's member.
      if (await isSharedAccount(tx, id)) throw sharedAccount()
      // Never the last active member who can administer roles, or the tenant could not give the right back.
      await keepingRoleAdministrator(tx, () => setAccountStatus(tx, id, 'stopped'))
      sessionIds = await endOtherSessions(tx, id, null, ENDED_BY_DISABLE)
      changed({ tenantId: null, accountId: id })
    },
  })
  await withdrawFromCallCentre(request.server, request.session?.tenantId ?? '', id)
  if (sessionIds.length > 0) {
    await pushBus.publish(
      declaredPush(sessionEndedPush, {
        audience: { sessionIds },
        payload: { code: RESPONSE_CODES.FAILURE_AUTH_EXPIRE },
        localized: { message: 'staff.disabledSession' },
      }),
    )
  }
  return toStaffMember(row, selfOf(request))
}

/** Enables a disabled member again, within the licence's seats. */
export async function enableStaff(request: FastifyRequest, id: string): Promise<StaffMember> {
  const row = await changeMember(request, id, {
    action: 'staff.enable',
    apply: async (tx, before, changed) => {
      if (before.account_status === 'active') return
      await assertSeatAvailable(tx, {
        accountId: id,
        takesUserSeat: true,
        takesSpeechSeat: before.skill_groups.length > 0,
      })
      await setAccountStatus(tx, id, 'active')
      changed({ tenantId: null, accountId: id })
    },
  })
  return toStaffMember(row, selfOf(request))
}

/** Lifts the lock (and the count of failed logins) of a member's account. */
export async function unlockStaff(request: FastifyRequest, id: string): Promise<StaffMember> {
  const row = await changeMember(request, id, {
    action: 'staff.unlock',
    apply: (tx) => clearLoginFailures(tx, id),
  })
  return toStaffMember(row, selfOf(request))
}

/**
 * E-mails a member a new link to set their password (the previous link stops working). The password itself is
 * neither shown nor changed here: it changes when the member uses the link.
 */
export async function resetStaffPassword(deps: PasswordLinkDeps, request: FastifyRequest, id: string) {
  let token = ''
  const row = await changeMember(request, id, {
    action: 'staff.resetPassword',
    apply: async (tx, before) => {
      if (!before.email) throw new AppError('FAILURE', 'staff.emailRequired', 400)
      token = await issuePasswordToken(tx, {
        accountId: id,
        purpose: 'reset',
        validHours: STAFF_PASSWORD_LINK_VALID_HOURS,
      })
    },
  })
  await sendPasswordLink(deps, { to: row.email ?? '', purpose: 'reset', locale: request.locale, token })
}
