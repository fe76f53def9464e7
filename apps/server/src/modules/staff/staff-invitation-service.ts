import type { FastifyRequest } from 'fastify'
import { STAFF_PASSWORD_LINK_VALID_HOURS } from '@portal/contract'
import type { Database } from '../../db/database'
import type { StaleNotices } from '../../db/stale/stale-notices'
import { withStaleNotices } from '../../db/stale/with-stale-notices'
import { AppError, notFound } from '../../lib/app-error'
import { recordAudit } from '../audit/audit-trail'
import {
  currentTenantName,
  deleteInvitation,
  dropUnusedAccount,
  insertMembership,
  lockInvitation,
  renewInvitationToken,
  type InvitationLink,
} from './staff-invitation-repository'
import { sendInvitation, type PasswordLinkDeps } from './staff-password-link'
import { countKnownSkillGroups, findListedStaff, replaceSkillGroups } from './staff-repository'
import { assertSeatAvailable } from './staff-seats'
import { auditValues } from './staff-view'

const pendingOnly = async (request: FastifyRequest, tx: Parameters<typeof lockInvitation>[0], id: string) => {
  const invitation = await lockInvitation(tx, id)
  const listed = invitation && (await findListedStaff(tx, id, request.locale))
  if (!invitation || !listed) throw notFound()
  return { invitation, listed }
}

/** E-mails a pending member's invitation again with a new link, valid for a full period; the old link ends. */
export async function resendInvitation(deps: PasswordLinkDeps, request: FastifyRequest, id: string) {
  const mail = await request.withTenant(async (tx) => {
    const { invitation, listed } = await pendingOnly(request, tx, id)
    const token = await renewInvitationToken(tx, id, STAFF_PASSWORD_LINK_VALID_HOURS)
    await recordAudit(tx, request, {
      action: 'staff.resendInvitation',
      targetType: 'staff',
      targetId: id,
      targetName: listed.name,
    })
    const tenantName = await currentTenantName(tx, request.locale)
    return { to: invitation.email, token, isNewAccount: invitation.is_new_account, tenantName }
  })
  await sendInvitation(deps, { ...mail, locale: request.locale })
}

/** Withdraws a pending member's invitation; a new person's account that nothing else needs goes with it. */
export async function cancelInvitation(request: FastifyRequest, id: string) {
  await request.withTenant(async (tx) => {
    const { invitation, listed } = await pendingOnly(request, tx, id)
    await deleteInvitation(tx, id)
    if (invitation.is_new_account) await dropUnusedAccount(tx, invitation.account_id)
    await recordAudit(tx, request, {
      action: 'staff.cancelInvitation',
      targetType: 'staff',
      targetId: id,
      targetName: listed.name,
      before: auditValues(listed),
    })
  })
}

export type AcceptDeps = { db: Database; staleNotices: StaleNotices }

/**
 * Makes the invited account a member of the inviting tenant with the role and skill groups the administrator
 * chose (those still there), if the licence has a seat now; the invitation goes, so its link works once.
 */
export async function acceptInvitation(deps: AcceptDeps, request: FastifyRequest, link: InvitationLink) {
  await withStaleNotices(deps, link.tenantId, async (tx, changed) => {
    const invitation = await lockInvitation(tx, link.id)
    const listed = invitation && (await findListedStaff(tx, link.id, request.locale))
    if (!invitation || !listed) throw new AppError('FAILURE', 'staff.setPasswordLinkInvalid', 400)
    const groupIds = invitation.skill_group_ids
    const isInGroups = groupIds.length > 0 && (await countKnownSkillGroups(tx, groupIds)) > 0
    try {
      await assertSeatAvailable(tx, { accountId: null, takesUserSeat: true, takesSpeechSeat: isInGroups })
    } catch (error) {
      // The person is told in their words; the administrator's own message names the licence.
      if (error instanceof AppError) throw new AppError('FAILURE', 'staff.invitationNoSeat', 409)
      throw error
    }
    await insertMembership(tx, invitation.account_id, invitation.role_id)
    await replaceSkillGroups(tx, invitation.account_id, groupIds)
    await deleteInvitation(tx, invitation.id)
    changed({ accountId: invitation.account_id })
    await recordAudit(tx, request, {
      action: 'staff.acceptInvitation',
      targetType: 'staff',
      targetId: invitation.account_id,
      targetName: listed.name,
      after: { ...auditValues(listed), status: 'active', account: link.login },
    })
  })
}
