import type { FastifyRequest } from 'fastify'
import type { MessageKey } from '@portal/contract'
import type { Queryable } from '../../db/database'
import type { StaleChange } from '../../db/stale/with-stale-notices'
import { AppError } from '../../lib/app-error'
import { recordAudit, type AuditChange } from '../audit/audit-trail'
import { findRole, memberRoleId } from './role-repository'

/** How many refused codes a refusal names; the audit trail keeps them all. */
const NAMED_CODES = 8

/** A change the grant rule refuses: its message, and what the audit trail keeps of the attempt. */
export class GrantRefusal extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly audit: AuditChange,
    codes: readonly string[] = [],
  ) {
    super('FAILURE', messageKey, 403, { params: { codes: codes.slice(0, NAMED_CODES).join(', ') } })
  }
}

/** Who is granting: their account, the codes they hold, and the role they are in. */
type Granter = { accountId: string; held: ReadonlySet<string>; roleId: string | null }

const notHeld = (granter: Granter, codes: readonly string[]) =>
  codes.filter((code) => !granter.held.has(code))

/**
 * The one grant rule, for every path that gives codes (a role's codes) or a role (staff create and edit, a
 * member's role, moving a role's members): a member grants only codes they hold themselves, never changes their
 * own role, never widens a role they are in, and never changes a role, or the role or details of a member, holding
 * codes they lack (the administrator role thus goes only from someone holding every one of its codes). Each check
 * throws a `GrantRefusal`, which `guardingGrants` records in the audit trail once the change has rolled back.
 */
export type GrantGuard = {
  /**
   * Members get the role `toRoleId` (a new member: no account ids): refused for the granter's own account, for a
   * role with a code they lack, and for a member whose current role has one.
   */
  assignRole: (change: {
    toRoleId: string
    accountIds: readonly string[]
    target: AuditTarget
  }) => Promise<void>
  /** The member's role stays, but their details change: refused when they hold a code the granter lacks. */
  touchMember: (accountId: string, target: AuditTarget) => Promise<void>
  /**
   * A role (null: a new one) is saved with these codes: the codes it gains must be the granter's own, and a role
   * holding a code they lack is not theirs to change.
   */
  setRoleCodes: (
    roleId: string | null,
    before: readonly string[],
    codes: readonly string[],
    target: AuditTarget,
  ) => void
}

/** The record the refused change was aimed at, as the audit trail names it. */
export type AuditTarget = { type: 'staff' | 'role'; id?: string | null; name?: string | null }

const refusal = (
  messageKey: MessageKey,
  target: AuditTarget,
  attempted: Record<string, unknown>,
  codes: readonly string[] = [],
) =>
  new GrantRefusal(
    messageKey,
    {
      action: `${target.type}.grantRefused`,
      targetType: target.type,
      targetId: target.id ?? null,
      targetName: target.name ?? null,
      after: { refused: messageKey, ...attempted, ...(codes.length > 0 && { codes }) },
    },
    codes,
  )

const guardFor = (tx: Queryable, granter: Granter): GrantGuard => {
  const codesOfRole = async (roleId: string) => (await findRole(tx, roleId))?.permissions ?? []
  const assertOutranks = async (
    accountId: string,
    target: AuditTarget,
    attempted: Record<string, unknown>,
  ) => {
    const current = await memberRoleId(tx, accountId)
    const lacking = current ? notHeld(granter, await codesOfRole(current)) : []
    if (lacking.length > 0) throw refusal('role.grantOutranked', target, attempted, lacking)
  }
  return {
    async assignRole({ toRoleId, accountIds, target }) {
      const role = await findRole(tx, toRoleId)
      const attempted = { roleId: toRoleId, role: role?.code ?? null, accountIds }
      if (accountIds.includes(granter.accountId)) throw refusal('role.grantOwnRole', target, attempted)
      const lacking = notHeld(granter, role?.permissions ?? [])
      if (lacking.length > 0) throw refusal('role.grantNotHeld', target, attempted, lacking)
      for (const accountId of accountIds) await assertOutranks(accountId, target, attempted)
    },
    async touchMember(accountId, target) {
      if (accountId !== granter.accountId)
        await assertOutranks(accountId, target, { accountIds: [accountId] })
    },
    setRoleCodes(roleId, before, codes, target) {
      const kept = new Set(before)
      const gained = [...new Set(codes)].filter((code) => !kept.has(code))
      const attempted = { roleId, gained }
      // A role holding codes the granter lacks (the administrator's) is theirs neither to rename nor to narrow.
      const outranking = notHeld(granter, before)
      if (outranking.length > 0) throw refusal('role.grantRoleOutranked', target, attempted, outranking)
      if (gained.length === 0) return
      if (roleId !== null && roleId === granter.roleId)
        throw refusal('role.grantOwnRoleWiden', target, attempted, gained)
      const lacking = notHeld(granter, gained)
      if (lacking.length > 0) throw refusal('role.grantNotHeld', target, attempted, lacking)
    },
  }
}

/**
 * Runs a change to roles or members in the caller's tenant with the grant guard at hand. A change the guard
 * refuses rolls back whole, then the attempt is recorded in the audit trail (in a transaction of its own) and the
 * refusal answered.
 * @example await guardingGrants(request, async (tx, changed, guard) => { await guard.assignRole({ toRoleId, accountIds: [id], target }); ... })
 */
export async function guardingGrants<T>(
  request: FastifyRequest,
  work: (tx: Queryable, changed: StaleChange, guard: GrantGuard) => Promise<T>,
): Promise<T> {
  try {
    return await request.withTenant(async (tx, changed) => {
      const accountId = request.session?.accountId ?? ''
      const { permissions } = await request.access(tx)
      const granter = { accountId, held: permissions, roleId: await memberRoleId(tx, accountId) }
      return work(tx, changed, guardFor(tx, granter))
    })
  } catch (error) {
    if (error instanceof GrantRefusal) {
      await request.withTenant((tx) => recordAudit(tx, request, error.audit))
    }
    throw error
  }
}
