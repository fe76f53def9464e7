import { z } from 'zod'
import { HEADER_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { PORTAL_BASE_PATH } from '../core/portal-paths'

/** The query parameter of the registration page that carries an invite code. */
export const INVITE_QUERY_PARAM = 'invite'
/** Invite codes: upper-case letters and digits without the look-alikes. */
export const INVITE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{10}$/

/**
 * The registration link an invite code makes.
 * @example inviteLinkPath('ABCDEFGH23') // '/dzfront/portal/register?invite=ABCDEFGH23'
 */
export const inviteLinkPath = (code: string): string =>
  `${PORTAL_BASE_PATH}/register?${INVITE_QUERY_PARAM}=${encodeURIComponent(code)}`

/** A registration an invite link brought: the name masked, when, and whether it was activated. */
export const inviteSignupSchema = z.object({
  maskedName: z.string(),
  registeredAt: z.string(),
  isActivated: z.boolean(),
})
export type InviteSignup = z.infer<typeof inviteSignupSchema>

/** 邀请有礼 (portal.invite): the caller's own invite code, made on first ask, and the sign-ups it brought. */
export const inviteLinkRoute = defineRoute({
  method: 'GET',
  path: '/user/invite',
  access: 'session',
  permission: HEADER_PERMISSIONS.invite,
  response: z.object({ code: z.string(), signups: z.array(inviteSignupSchema) }),
})
