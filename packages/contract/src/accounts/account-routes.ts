import { z } from 'zod'
import { MENU_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'

/**
 * Changes the password (both values sealed like the login password, each with its own challenge). Ends every
 * session of the account, this one included: the user logs in again with the new password.
 */
export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/user/password/change',
  access: 'passwordChange',
  body: z.object({
    password: z.string().max(1024),
    newPassword: z.string().max(1024),
    confirmWeakPwd: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  response: z.null(),
})

/** An administrator clears the failed-login lock of an account of their tenant. */
export const unlockAccountRoute = defineRoute({
  method: 'POST',
  path: '/user/admin/unlock',
  access: 'session',
  permission: MENU_PERMISSIONS.setting,
  body: z.object({ account: z.string().max(254) }),
  response: z.null(),
})
