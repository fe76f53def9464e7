import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** How many recovery codes an enrolment hands out, each usable once when the device is lost. */
export const RECOVERY_CODE_COUNT = 10
/** The longest name a member gives a passkey. */
export const PASSKEY_NAME_MAX_LENGTH = 40

/** A factor a login's second step can take: the tenant's SMS, an authenticator app, a passkey, a recovery code. */
export const SECOND_FACTOR_METHODS = ['sms', 'totp', 'passkey', 'recovery'] as const
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number]
export const secondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS)

/** The current password, sealed as at login: every change to one's factors asks for it again. */
const currentPasswordSchema = z.string().min(1).max(4096)

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type PasskeySummary = z.infer<typeof passkeySummarySchema>

/** One's own second factors as 个人信息 shows them; no secret is ever part of it. */
export const secondFactorsSchema = z.object({
  hasTotp: z.boolean(),
  passkeys: z.array(passkeySummarySchema),
  recoveryCodesLeft: z.number().int(),
  /** The member's role must have a second factor in this tenant: the last one cannot be removed. */
  isRequired: z.boolean(),
})
export type SecondFactors = z.infer<typeof secondFactorsSchema>

export const secondFactorsRoute = defineRoute({
  method: 'GET',
  path: '/user/second-factors',
  access: 'session',
  response: secondFactorsSchema,
})

/** A new TOTP secret for an authenticator app: shown this once, confirmed by its first code. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code image (data URL). */
  qrCode: z.string(),
})
export type TotpSetup = z.infer<typeof totpSetupSchema>

/** Starts enrolling an authenticator app (replacing one not yet confirmed); needs the current password. */
export const startTotpRoute = defineRoute({
  method: 'POST',
  path: '/user/second-factors/totp/setup',
  access: 'session',
  body: z.object({ currentPassword: currentPasswordSchema }),
  response: totpSetupSchema,
})

/** The recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })

/** Confirms the app with its current code; the answer holds new recovery codes when the member had none. */
export const confirmTotpRoute = defineRoute({
  method: 'POST',
  path: '/user/second-factors/totp/confirm',
  access: 'session',
  body: z.object({ code: z.string().max(12) }),
  response: recoveryCodesSchema,
})

export const removeTotpRoute = defineRoute({
  method: 'POST',
  path: '/user/second-factors/totp/remove',
  access: 'session',
  body: z.object({ currentPassword: currentPasswordSchema }),
  response: secondFactorsSchema,
})

/** New recovery codes in place of every earlier one. */
export const renewRecoveryCodesRoute = defineRoute({
  method: 'POST',
  path: '/user/second-factors/recovery-codes',
  access: 'session',
  body: z.object({ currentPassword: currentPasswordSchema }),
  response: recoveryCodesSchema,
})

/** WebAuthn options and responses travel as the JSON of @simplewebauthn (base64url fields). */
const webAuthnJsonSchema = z.record(z.string(), z.unknown())

/** The options for registering a passkey (navigator.credentials.create); needs the current password. */
export const passkeyRegistrationOptionsRoute = defineRoute({
  method: 'POST',
  path: '/user/second-factors/passkeys/options',
  access: 'session',
  body: z.object({ currentPassword: currentPasswordSchema }),
  response: webAuthnJsonSchema,
})

/** Keeps the passkey the browser created for the last options; the answer holds new recovery codes if none. */
export const registerPasskeyRoute = defineRoute({
  method: 'POST',
  path: '/user/second-factors/passkeys',
  access: 'session',
  body: z.object({
    name: z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH),
    response: webAuthnJsonSchema,
  }),
  response: recoveryCodesSchema,
})

export const removePasskeyRoute = defineRoute({
  method: 'POST',
  path: '/user/second-factors/passkeys/:id/remove',
  access: 'session',
  params: z.object({ id: z.uuid() }),
  body: z.object({ currentPassword: currentPasswordSchema }),
  response: secondFactorsSchema,
})
