import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { smsDeliveryTicketSchema } from '../sms-codes/sms-delivery-ticket'
import {
  recoveryCodesSchema,
  secondFactorMethodSchema,
  totpSetupSchema,
} from '../profile/second-factor-routes'
import {
  accountCheckQuerySchema,
  captchaSchema,
  captchaTypeSchema,
  loginChallengeSchema,
  loginPayloadSchema,
  loginResponseSchema,
  tenantListItemSchema,
} from './login-schemas'

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
  response: smsDeliveryTicketSchema,
})

/** Sends the second-factor code to the account's verified phone. */
export const secondAuthSmsCodeRoute = defineRoute({
  method: 'GET',
  path: '/user/second-auth/sms-code',
  access: 'secondFactor',
  query: z.object({ secondAuthCode: z.string().max(64) }),
  response: smsDeliveryTicketSchema.extend({ phone: z.string() }),
})

/** Checks the second-factor code; on success the pending login becomes a session with a new token. */
export const secondAuthValidateRoute = defineRoute({
  method: 'POST',
  path: '/user/second-auth/validate',
  access: 'secondFactor',
  body: z.object({ secondAuthCode: z.string().max(64), code: z.string().max(12) }),
  response: loginResponseSchema,
})

/** Takes an authenticator app's code or a recovery code (each once) at the second-factor step. */
export const secondAuthVerifyRoute = defineRoute({
  method: 'POST',
  path: '/user/second-auth/verify',
  access: 'secondFactor',
  body: z.object({
    secondAuthCode: z.string().max(64),
    method: z.enum(['totp', 'recovery']),
    code: z.string().max(32),
  }),
  response: loginResponseSchema,
})

/** The options for signing in with a passkey (navigator.credentials.get) at the second-factor step. */
export const secondAuthPasskeyOptionsRoute = defineRoute({
  method: 'GET',
  path: '/user/second-auth/passkey/options',
  access: 'secondFactor',
  query: z.object({ secondAuthCode: z.string().max(64) }),
  response: z.record(z.string(), z.unknown()),
})

/** Checks the passkey's signed answer to the last options; on success the login becomes a session. */
export const secondAuthPasskeyRoute = defineRoute({
  method: 'POST',
  path: '/user/second-auth/passkey',
  access: 'secondFactor',
  body: z.object({ secondAuthCode: z.string().max(64), response: z.record(z.string(), z.unknown()) }),
  response: loginResponseSchema,
})

/** A member whose role requires a second factor and who has none enrols an authenticator app inside the login. */
export const secondAuthTotpSetupRoute = defineRoute({
  method: 'POST',
  path: '/user/second-auth/totp/setup',
  access: 'secondFactor',
  body: z.object({ secondAuthCode: z.string().max(64) }),
  response: totpSetupSchema,
})

/** Confirms that app with its code and completes the login; the answer shows the recovery codes once. */
export const secondAuthTotpConfirmRoute = defineRoute({
  method: 'POST',
  path: '/user/second-auth/totp/confirm',
  access: 'secondFactor',
  body: z.object({ secondAuthCode: z.string().max(64), code: z.string().max(12) }),
  response: loginResponseSchema.extend(recoveryCodesSchema.shape),
})

/** The login page's search parameter saying a single sign-on still owes the portal's second factor. */
export const SSO_SECOND_STEP_PARAM = 'secondStep'

/** The second step this browser's login still owes (after a single sign-on without the provider's own factor). */
export const secondAuthPendingRoute = defineRoute({
  method: 'GET',
  path: '/user/second-auth/pending',
  access: 'secondFactor',
  response: z.object({
    secondAuthCode: z.string(),
    phone: z.string(),
    methods: z.array(secondFactorMethodSchema),
    mustEnrol: z.boolean(),
  }),
})
