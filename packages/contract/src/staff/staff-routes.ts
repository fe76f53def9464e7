import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import {
  STAFF_PAGE_SIZE,
  STAFF_STATUSES,
  staffCreateSchema,
  staffEditSchema,
  staffInvitationSchema,
  staffMemberSchema,
  staffOptionsSchema,
  staffPageSchema,
} from './staff-schemas'

const BASE = '/api/v1/portal/staff'
const permission = SETTINGS_PERMISSIONS.staff
const params = z.object({ id: z.uuid() })

/** The tenant's staff, searched by name, e-mail, employee number or phone, a page at a time. */
export const staffListRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/list`,
  access: 'session',
  permission,
  query: z.object({
    keyword: z.string().trim().max(100).optional(),
    status: z.enum(STAFF_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(STAFF_PAGE_SIZE),
  }),
  response: staffPageSchema,
})

export const staffOptionsRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/options`,
  access: 'session',
  permission,
  response: staffOptionsSchema,
})

/**
 * Invites a member: the answer is a pending row whoever the e-mail belongs to; the person gets a link to set a
 * password, or (an account of another tenant) to accept with theirs.
 */
export const createStaffRoute = defineRoute({
  method: 'POST',
  path: BASE,
  access: 'session',
  permission,
  body: staffCreateSchema,
  response: staffMemberSchema,
})

export const updateStaffRoute = defineRoute({
  method: 'PUT',
  path: `${BASE}/:id`,
  access: 'session',
  permission,
  params,
  body: staffEditSchema,
  response: staffMemberSchema,
})

/** Disables a member and ends their open sessions at once. */
export const disableStaffRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/:id/disable`,
  access: 'session',
  permission,
  params,
  response: staffMemberSchema,
})

export const enableStaffRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/:id/enable`,
  access: 'session',
  permission,
  params,
  response: staffMemberSchema,
})

/** Lifts a lock left by failed logins. */
export const unlockStaffRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/:id/unlock`,
  access: 'session',
  permission,
  params,
  response: staffMemberSchema,
})

/** E-mails the member a new link to set their password; the old password stays until they use it. */
export const resetStaffPasswordRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/:id/reset-password`,
  access: 'session',
  permission,
  params,
  response: z.null(),
})

/** The e-mailed link's page: the token and the new password (sealed like the login password). */
export const setStaffPasswordRoute = defineRoute({
  method: 'POST',
  path: '/user/password/set',
  access: 'public',
  credential: { description: 'The single-use token of the e-mailed link to set the password.' },
  body: z.object({
    token: z.string().max(64),
    password: z.string().max(1024),
    confirmWeakPwd: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  response: z.object({ account: z.string() }),
})

/** E-mails a pending member's invitation again with a new link (the old one stops working). */
export const resendStaffInvitationRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/:id/resend-invitation`,
  access: 'session',
  permission,
  params,
  response: z.null(),
})

/** Withdraws a pending member's invitation: its link stops working and the row goes. */
export const cancelStaffInvitationRoute = defineRoute({
  method: 'DELETE',
  path: `${BASE}/:id/invitation`,
  access: 'session',
  permission,
  params,
  response: z.null(),
})

const invitationToken = z.string().max(64)

/** The invitation page of an account of another tenant: which company invites it, and as which account. */
export const viewStaffInvitationRoute = defineRoute({
  method: 'POST',
  path: '/user/invitation/view',
  access: 'public',
  body: z.object({ token: invitationToken }),
  response: staffInvitationSchema,
})

/** The owner accepts, confirming with their password (sealed like the login password); they join the company. */
export const acceptStaffInvitationRoute = defineRoute({
  method: 'POST',
  path: '/user/invitation/accept',
  access: 'public',
  body: z.object({ token: invitationToken, password: z.string().max(1024) }),
  response: staffInvitationSchema,
})
