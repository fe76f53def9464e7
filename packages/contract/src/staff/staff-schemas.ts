import { z } from 'zod'
import { EMPLOYEE_NUMBER_MAX_LENGTH, isEmail, isEmployeeNumber } from '../accounts/account-rules'
import { GLOBAL_PHONE_PATTERN } from '../countries/phone-patterns'
import { PERSON_NAME_MAX_LENGTH } from '../registration/registration-constants'

export const STAFF_PAGE_SIZE = 20
export const STAFF_SKILL_GROUPS_MAX = 50
/** How long an e-mailed set-password or invitation link works. */
export const STAFF_PASSWORD_LINK_VALID_HOURS = 72
/** Wrong passwords an invitation's page takes before its link stops working. */
export const STAFF_INVITATION_ATTEMPTS = 5

/**
 * A member's state: active, disabled by an administrator, locked by failed logins (until unlocked or due), or
 * invited (the invitation is not accepted yet: a new person has not set a password, an account of another tenant
 * has not confirmed; the two look alike to the administrator).
 */
export const STAFF_STATUSES = ['active', 'disabled', 'locked', 'invited'] as const
export type StaffStatus = (typeof STAFF_STATUSES)[number]

const named = z.object({ id: z.string(), name: z.string() })

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  employeeNo: z.string().nullable(),
  phone: z.string().nullable(),
  role: named,
  skillGroups: z.array(named),
  status: z.enum(STAFF_STATUSES),
  lastLoginAt: z.string().nullable(),
  isSelf: z.boolean(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

export const staffPageSchema = z.object({
  list: z.array(staffMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type StaffPage = z.infer<typeof staffPageSchema>

/** What the staff form offers: the tenant's roles and skill groups. */
export const staffOptionsSchema = z.object({ roles: z.array(named), skillGroups: z.array(named) })
export type StaffOptions = z.infer<typeof staffOptionsSchema>

const nameField = z
  .string('staff.nameRequired')
  .trim()
  .min(1, 'staff.nameRequired')
  .max(PERSON_NAME_MAX_LENGTH, 'staff.nameLength')
const phoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || GLOBAL_PHONE_PATTERN.test(value), 'staff.phoneFormat')
  .default('')
const editable = {
  name: nameField,
  phone: phoneField,
  roleId: z.uuid('staff.roleRequired'),
  skillGroupIds: z.array(z.uuid()).max(STAFF_SKILL_GROUPS_MAX).default([]),
}

/** A member as an administrator creates them: they get an e-mail to set their own password. */
export const staffCreateSchema = z.object({
  ...editable,
  email: z
    .string('staff.emailRequired')
    .trim()
    .min(1, 'staff.emailRequired')
    .refine((value) => isEmail(value), 'staff.emailFormat'),
  employeeNo: z
    .string()
    .trim()
    .max(EMPLOYEE_NUMBER_MAX_LENGTH, 'staff.employeeNoFormat')
    .refine((value) => value === '' || isEmployeeNumber(value), 'staff.employeeNoFormat')
    .default(''),
})
export type StaffCreateForm = z.input<typeof staffCreateSchema>

/** What an administrator may change of a member (the account name and e-mail stay). */
export const staffEditSchema = z.object(editable)
export type StaffEditForm = z.input<typeof staffEditSchema>

/** An invitation's link as its page shows it: the company that invites, and the account that would join. */
export const staffInvitationSchema = z.object({ tenantName: z.string(), account: z.string() })
export type StaffInvitation = z.infer<typeof staffInvitationSchema>
