import { z } from 'zod'

/** The telephony networks a tenant's calls run on: the built-in simulator, or a real SIP server. */
export const TELEPHONY_NETWORKS = ['simulator', 'sip'] as const
export type TelephonyNetwork = (typeof TELEPHONY_NETWORKS)[number]

/**
 * What the browser softphone tells the CTI server about its SIP session of a call: an outbound call it placed
 * (`dialling`, with the SIP dialog), the far end's progress (early media, answer) or failure, its hang-up, a
 * failure of its own (`failed`: no microphone, no network), and what became of its REFER of a blind transfer: the
 * customer's call reached the colleague (`referred`), the customer's phone refused the REFER (`referralRefused`),
 * or the customer's call to the colleague failed (`referralFailed`, a non-2xx final answer in the NOTIFY).
 */
export const SOFTPHONE_EVENTS = [
  'dialling',
  'earlyMedia',
  'answer',
  'busy',
  'noAnswer',
  'reject',
  'hangup',
  'failed',
  'referred',
  'referralRefused',
  'referralFailed',
] as const
export type SoftphoneEvent = (typeof SOFTPHONE_EVENTS)[number]

/**
 * A SIP dialog as the softphone knows it: what another tab needs to take the call over, an INVITE with Replaces
 * (RFC 3891) sent to the far end at `remoteUri`.
 */
export const sipDialogSchema = z.object({
  callId: z.string().min(1).max(200),
  localTag: z.string().max(200),
  remoteTag: z.string().max(200),
  remoteUri: z.string().min(1).max(400),
})
export type SipDialog = z.infer<typeof sipDialogSchema>

/**
 * The last blind transfer of the agent's call on a SIP network while the customer is still theirs: referring (the
 * softphone refers the customer to the call's target and waits for the outcome), or failed (`failure`: the
 * contract text saying why; the customer stayed with the agent).
 */
export const sipReferralSchema = z.object({
  id: z.string(),
  status: z.enum(['REFERRING', 'FAILED']),
  failure: z.string().nullable(),
})
export type SipReferral = z.infer<typeof sipReferralSchema>

/**
 * The agent's call as their softphone runs it: whom to dial (outbound) or refer the customer to (transferred), the
 * SIP dialog once there is one, and its blind transfer's referral, if any.
 */
export const softphoneCallSchema = z.object({
  target: z.string().nullable(),
  dialog: sipDialogSchema.nullable(),
  referral: sipReferralSchema.nullable(),
})
export type SoftphoneCall = z.infer<typeof softphoneCallSchema>

/**
 * The agent's SIP account for the browser softphone: minted per agent and tenant, valid until `expiresAt` (the
 * page fetches new ones before then), never stored by the page nor put in an address.
 */
export const softphoneCredentialsSchema = z.object({
  webSocketUrl: z.string(),
  sipUri: z.string(),
  authorizationUser: z.string(),
  password: z.string(),
  displayName: z.string(),
  expiresAt: z.string(),
})
export type SoftphoneCredentials = z.infer<typeof softphoneCredentialsSchema>
