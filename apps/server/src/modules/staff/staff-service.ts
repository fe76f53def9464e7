import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import {
  STAFF_PASSWORD_LINK_VALID_HOURS,
  type StaffMember,
  type staffCreateSchema,
  type staffEditSchema,
} from '@portal/contract'
import type { z } from 'zod'
import { AppError, notFound } from '../../lib/app-error'
import { hashPassword } from '../accounts/password-hashing'
import { recordAudit } from '../audit/audit-trail'
import { announceAccessChange } from '../roles/access-change'
import { guardingGrants } from '../roles/grant-guard'
import { keepingRoleAdministrator } from '../roles/role-service'
import { checkRoleAndGroups, orNull, sharedAccount } from './staff-form-checks'
import {
  currentTenantName,
  hasOpenInvitation,
  insertInvitation,
  inviteAccount,
} from './staff-invitation-repository'
import { sendInvitation, type PasswordLinkDeps } from './staff-password-link'
import {
  findListedStaff,
  findStaffMember,
  isPhoneTaken,
  isSharedAccount,
  replaceSkillGroups,
  updateStaffAccount,
} from './staff-repository'
import { assertSeatAvailable } from './staff-seats'
import { auditValues, toStaffMember } from './staff-view'

type CreateForm = z.output<typeof staffCreateSchema>
type EditForm = z.output<typeof staffEditSchema>

const TAKEN: Record<'email-taken' | 'employee-no-taken' | 'phone-taken', AppError> = {
  'email-taken': new AppError('FAILURE', 'staff.emailTaken', 409),
  'employee-no-taken': new AppError('FAILURE', 'staff.employeeNoTaken', 409),
  'phone-taken': new AppError('FAILURE', 'staff.phoneTaken', 409),
}

const selfOf = (request: FastifyRequest) => request.session?.accountId ?? ''

/**
 * Invites a member of the administrator's tenant, within the licence's seats and the grant rule, and e-mails the
 * link: a new person (an account is made, with a password nobody knows) sets a password with it; an account of
 * another tenant accepts with its own password. The administrator's answer, the pending row and the audit row are
 * the same either way, and so is the work done (the password hash is made for both), so nothing tells whether the
 * e-mail, employee number or phone belongs to someone elsewhere. A member of this tenant is refused as before.
 */
export async function createStaff(
  deps: PasswordLinkDeps,
  request: FastifyRequest,
  form: CreateForm,
): Promise<StaffMember> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
  const { row, mail } = await guardingGrants(request, async (tx, _changed, guard) => {
    const groupIds = await checkRoleAndGroups(tx, form)
    await guard.assignRole({
      toRoleId: form.roleId,
      accountIds: [],
      target: { type: 'staff', name: form.name },
    })
    await assertSeatAvailable(tx, {
      accountId: null,
      takesUserSeat: true,
      takesSpeechSeat: groupIds.length > 0,
    })
    const typed = { email: form.email, employeeNo: orNull(form.employeeNo), phone: orNull(form.phone) }
    const found = await inviteAccount(tx, { ...typed, name: form.name, passwordHash })
    if (found.outcome in TAKEN) throw TAKEN[found.outcome as keyof typeof TAKEN]
    if (!found.accountId) throw notFound()
    if (await hasOpenInvitation(tx, found.accountId))
      throw new AppError('FAILURE', 'staff.alreadyInvited', 409)
    const isNewAccount = found.outcome !== 'existing'
    const invitation = await insertInvitation(tx, {
      ...typed,
      accountId: found.accountId,
      isNewAccount,
      name: form.name,
      roleId: form.roleId,
      skillGroupIds: groupIds,
      invitedBy: selfOf(request) || null,
      validHours: STAFF_PASSWORD_LINK_VALID_HOURS,
    })
    const listed = await findListedStaff(tx, invitation.id, request.locale)
    if (!listed) throw notFound()
    await recordAudit(tx, request, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: listed.id,
      targetName: listed.name,
      after: auditValues(listed),
    })
    const tenantName = await currentTenantName(tx, request.locale)
    return { row: listed, mail: { token: invitation.token, isNewAccount, tenantName } }
  })
  await sendInvitation(deps, { to: form.email, locale: request.locale, ...mail })
  return toStaffMember(row, selfOf(request))
}

/** Changes a member's name, phone, role and skill groups; a member newly in a skill group takes a speech seat. */
export async function updateStaff(request: FastifyRequest, id: string, form: EditForm): Promise<StaffMember> {
  const { after, isRoleChanged } = await guardingGrants(request, async (tx, changed, guard) => {
    const before = await findStaffMember(tx, id, request.locale)
    if (!before) throw notFound()
    const groupIds = await checkRoleAndGroups(tx, form)
    const target = { type: 'staff', id, name: before.name } as const
    if (form.roleId === before.role_id) await guard.touchMember(id, target)
    else await guard.assignRole({ toRoleId: form.roleId, accountIds: [id], target })
    const phone = orNull(form.phone)
    if (phone && (await isPhoneTaken(tx, phone, id))) throw TAKEN['phone-taken']
    const isAccountChanged = form.name !== before.name || phone !== before.phone
    if (isAccountChanged && (await isSharedAccount(tx, id))) throw sharedAccount()
    const isNewSpeechSeat =
      before.account_status === 'active' && before.skill_groups.length === 0 && groupIds.length > 0
    await assertSeatAvailable(tx, { accountId: id, takesUserSeat: false, takesSpeechSeat: isNewSpeechSeat })
    // As on the roles page: no role change may leave the tenant without an active member who administers roles.
    await keepingRoleAdministrator(tx, () =>
      updateStaffAccount(tx, id, { name: form.name, phone, roleId: form.roleId }),
    )
    await replaceSkillGroups(tx, id, groupIds)
    // The account row (every tenant's view of the name) and this tenant's membership (the role) changed.
    changed({ tenantId: null, accountId: id })
    const after = await findStaffMember(tx, id, request.locale)
    if (!after) throw notFound()
    await recordAudit(tx, request, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      targetName: after.name,
      before: auditValues(before),
      after: auditValues(after),
    })
    return { after, isRoleChanged: before.role_id !== after.role_id }
  })
  // After the commit, so the member's open pages read the new role's codes when told.
  if (isRoleChanged) await announceAccessChange(request.server, request.session?.tenantId ?? '', [id])
  return toStaffMember(after, selfOf(request))
}
