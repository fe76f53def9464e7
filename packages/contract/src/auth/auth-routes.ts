import { z } from 'zod'
import { defineRoute } from '../define-route'
import {
  accountCheckQuerySchema,
  captchaSchema,
  captchaTypeSchema,
  protocolDocumentSchema,
  loginChallengeSchema,
  loginPayloadSchema,
  loginResponseSchema,
  tenantListItemSchema,
} from './login-schemas'
import { tokenRequestSchema, tokenResponseSchema } from './session-schemas'

export const loginChallengeRoute = defineRoute({
  method: 'GET',
  path: '/user/login/challenge',
  access: 'public',
  response: loginChallengeSchema,
})

/** Spec §7 account check: the tenants an account belongs to, listed only when there are several to pick from. */
export const accountTenantsRoute = defineRoute({
  method: 'GET',
  path: '/user/account/tenants',
  access: 'public',
  query: accountCheckQuerySchema,
  response: z.array(tenantListItemSchema),
})

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/user/login',
  access: 'public',
  body: loginPayloadSchema,
  response: loginResponseSchema,
})

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/user/logout',
  access: 'session',
  response: z.null(),
})

/** Spec §7 token endpoint: the login check, answering with the token-response config. */
export const tokenRoute = defineRoute({
  method: 'POST',
  path: '/user/token',
  access: 'session',
  body: tokenRequestSchema,
  response: tokenResponseSchema,
})

/** A picture captcha for login (after the failed-login limit), reset (findpwd) or registration. */
export const captchaRoute = defineRoute({
  method: 'GET',
  path: '/user/captcha',
  access: 'public',
  query: z.object({ captchaType: captchaTypeSchema }),
  response: captchaSchema,
})

/** Sends a login code when the phone belongs to an account; the answer is the same either way. */
export const loginSmsCodeRoute = defineRoute({
  method: 'GET',
  path: '/user/login/sms-code',
  access: 'public',
  query: z.object({
    mobile: z.string().max(20),
    countryCode: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional(),
  }),
  response: z.null(),
})

/** Sends the second-factor code to the account's verified phone. */
export const secondAuthSmsCodeRoute = defineRoute({
  method: 'GET',
  path: '/user/second-auth/sms-code',
  access: 'secondFactor',
  query: z.object({ secondAuthCode: z.string().max(64) }),
  response: z.object({ phone: z.string() }),
})

/** Checks the second-factor code; on success the pending login becomes a session with a new token. */
export const secondAuthValidateRoute = defineRoute({
  method: 'POST',
  path: '/user/second-auth/validate',
  access: 'secondFactor',
  body: z.object({ secondAuthCode: z.string().max(64), code: z.string().max(12) }),
  response: loginResponseSchema,
})

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

/** The protocol documents to agree to, picked by channel and language (English where the language has none). */
export const protocolListRoute = defineRoute({
  method: 'GET',
  path: '/user/protocols',
  access: 'public',
  query: z.object({ channel: z.string().max(32).optional() }),
  response: z.object({ list: z.array(protocolDocumentSchema) }),
})

/** An administrator clears the failed-login lock of an account of their tenant. */
export const unlockAccountRoute = defineRoute({
  method: 'POST',
  path: '/user/admin/unlock',
  access: 'session',
  permission: 'setting',
  body: z.object({ account: z.string().max(254) }),
  response: z.null(),
})
