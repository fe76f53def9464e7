import type { StaffMember, StaffStatus } from '@portal/contract'
import type { StaffRow } from './staff-repository'

const statusOf = (row: StaffRow): StaffStatus => {
  if (row.account_status === 'invited') return 'invited'
  if (row.account_status === 'stopped') return 'disabled'
  return row.is_locked ? 'locked' : 'active'
}

/** A member as the contract describes them; `selfId` is the administrator asking. */
export const toStaffMember = (row: StaffRow, selfId: string): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  employeeNo: row.employee_no,
  phone: row.phone,
  role: { id: row.role_id, name: row.role_name },
  skillGroups: row.skill_groups,
  status: statusOf(row),
  lastLoginAt: row.last_login_at?.toISOString() ?? null,
  isSelf: row.id === selfId,
})

/** The values the audit trail keeps of a member: what an administrator can change, never a secret. */
export const auditValues = (row: StaffRow) => ({
  name: row.name,
  email: row.email,
  employeeNo: row.employee_no,
  phone: row.phone,
  role: row.role_name,
  skillGroups: row.skill_groups.map((group) => group.name),
  status: statusOf(row) === 'locked' ? 'active' : statusOf(row),
})
