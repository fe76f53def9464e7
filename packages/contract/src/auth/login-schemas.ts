import { z } from 'zod'
import { secondFactorMethodSchema } from '../profile/second-factor-routes'

/** What the browser needs to encrypt a password: the server's RSA key and a single-use nonce. */
export const loginChallengeSchema = z.object({
  /** SPKI DER of the RSA public key, base64. */
  publicKey: z.string(),
  nonce: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  expiresInSeconds: z.number().int(),
})
export type LoginChallenge = z.infer<typeof loginChallengeSchema>

/** The plaintext that is encrypted for the password field: the nonce binds it to one login attempt. */
export const sealedPasswordSchema = z.object({ nonce: z.string(), password: z.string() })
export type SealedPassword = z.infer<typeof sealedPasswordSchema>

const binaryFlag = z.union([z.literal(0), z.literal(1)])

/** Spec §3 login payload. `password` is the base64 RSA-OAEP ciphertext of a SealedPassword. */
export const loginPayloadSchema = z.object({
  loginType: z.enum(['account', 'phone']),
  account: z.string().max(254).optional(),
  password: z.string().max(1024).optional(),
  tenantId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  LOCAL_TOKEN: z.string().max(256).optional(),
  rememberMe: z.boolean().optional(),
  isAgreeProtocol: binaryFlag.optional(),
  confirmWeakPwd: binaryFlag.optional(),
  phone: z.string().max(20).optional(),
  smsCode: z.string().max(12).optional(),
  /** Calling code of the phone's country, digits only (86 by default). */
  countryCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  target: z.string().max(2048).optional(),
  fromHost: z.string().max(255).optional(),
  fromPath: z.string().max(2048).optional(),
})
export type LoginPayload = z.infer<typeof loginPayloadSchema>

/**
 * Spec §3 login response data. The session itself travels only in an HttpOnly cookie, so `authorization` is
 * never sent to page scripts.
 */
export const loginResponseSchema = z.object({
  redirectUrl: z.string().optional(),
  url: z.string().optional(),
  phone: z.string().optional(),
  tenantId: z.string(),
  secondAuthCode: z.string().optional(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const tenantListItemSchema = z.object({ tenantId: z.string(), name: z.string() })
export type TenantListItem = z.infer<typeof tenantListItemSchema>

export const accountCheckQuerySchema = z.object({
  account: z.string().max(254),
  isDynamic: z.coerce.number().int().optional(),
})

/**
 * What a login that did not succeed tells the page, beside its code: the second factor's handle and masked phone
 * (21009), when a lock ends (21015), and whether a captcha is now required (21013 / 21014).
 */
export const loginFailureDataSchema = z.object({
  secondAuthCode: z.string().optional(),
  phone: z.string().optional(),
  lockedUntil: z.string().optional(),
  captchaRequired: z.boolean().optional(),
  /** The factors the second step takes (21009); none with `mustEnrol`: the role requires one, set up here. */
  methods: z.array(secondFactorMethodSchema).optional(),
  mustEnrol: z.boolean().optional(),
})
export type LoginFailureData = z.infer<typeof loginFailureDataSchema>

export const captchaTypeSchema = z.enum(['login', 'findpwd', 'register'])
export type CaptchaType = z.infer<typeof captchaTypeSchema>

/** A picture captcha: the image as a data URL, and the token (LOCAL_TOKEN) its answer is checked against. */
export const captchaSchema = z.object({ image: z.string(), authorization: z.string() })
export type Captcha = z.infer<typeof captchaSchema>

/** How a tenant with single sign-on logs in: the login check follows loginUrl, logout goes to logoutUrl. */
export const ssoInfoSchema = z.object({
  loginType: z.enum(['SSO', 'SAML']),
  loginUrl: z.string(),
  logoutUrl: z.string(),
})
