import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { countKnownSkillGroups, isTenantRole } from './staff-repository'

/** Checks that the role and every skill group belong to the current tenant; returns the distinct group ids. */
export async function checkRoleAndGroups(
  tx: Queryable,
  form: { roleId: string; skillGroupIds: readonly string[] },
): Promise<string[]> {
  if (!(await isTenantRole(tx, form.roleId))) throw new AppError('FAILURE', 'staff.roleUnknown', 400)
  const groupIds = [...new Set(form.skillGroupIds)]
  if ((await countKnownSkillGroups(tx, groupIds)) !== groupIds.length) {
    throw new AppError('FAILURE', 'staff.skillGroupUnknown', 400)
  }
  return groupIds
}

/** The answer when a change would reach the account in another tenant too. */
export const sharedAccount = () => new AppError('FAILURE', 'staff.sharedAccount', 409)

/** An optional text field as stored: empty is none. */
export const orNull = (value: string): string | null => value.trim() || null
