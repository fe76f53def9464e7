import { z } from 'zod'

/**
 * What a tenant lets its members send (issue 25, toll fraud and spam relay): single SMS counted in messages (one per
 * number), e-mails counted in recipients (to and cc), each per member and per tenant, over the last minute and over
 * the tenant's day. Codes for login, second factor, reset and registration are not counted: they have limits of
 * their own per phone and address, and an outsider asking for them must not use up the agents' budget.
 */
export const SEND_LIMIT_NAMES = [
  'smsPerMemberPerMinute',
  'smsPerMemberPerDay',
  'smsPerTenantPerMinute',
  'smsPerTenantPerDay',
  'mailPerMemberPerMinute',
  'mailPerMemberPerDay',
  'mailPerTenantPerMinute',
  'mailPerTenantPerDay',
] as const
export type SendLimitName = (typeof SEND_LIMIT_NAMES)[number]

/** A sending channel, its limits named `<channel>Per<Scope>Per<Period>`. */
export type SendChannel = 'sms' | 'mail'

const PER_MINUTE = { min: 1, max: 10_000 } as const
const PER_DAY = { min: 1, max: 1_000_000 } as const

/** The bounds an administrator may set each limit within. */
export const SEND_LIMIT_BOUNDS: Record<SendLimitName, { min: number; max: number }> = {
  smsPerMemberPerMinute: PER_MINUTE,
  smsPerMemberPerDay: PER_DAY,
  smsPerTenantPerMinute: PER_MINUTE,
  smsPerTenantPerDay: PER_DAY,
  mailPerMemberPerMinute: PER_MINUTE,
  mailPerMemberPerDay: PER_DAY,
  mailPerTenantPerMinute: PER_MINUTE,
  mailPerTenantPerDay: PER_DAY,
}

/**
 * A tenant's limits until its administrator sets others: room for an agent's busy day (two full forms a minute),
 * none for a script pouring out thousands.
 */
export const DEFAULT_SEND_LIMITS: Record<SendLimitName, number> = {
  smsPerMemberPerMinute: 100,
  smsPerMemberPerDay: 1_000,
  smsPerTenantPerMinute: 500,
  smsPerTenantPerDay: 10_000,
  mailPerMemberPerMinute: 100,
  mailPerMemberPerDay: 1_000,
  mailPerTenantPerMinute: 500,
  mailPerTenantPerDay: 10_000,
}

const limitSchema = (bounds: { min: number; max: number }) =>
  z
    .number('tenantSwitch.number')
    .int('tenantSwitch.number')
    .min(bounds.min, 'tenantSwitch.range')
    .max(bounds.max, 'tenantSwitch.range')

/** The tenant's sending limits, one whole number each. */
export const sendLimitsSchema = z.object(
  Object.fromEntries(SEND_LIMIT_NAMES.map((name) => [name, limitSchema(SEND_LIMIT_BOUNDS[name])])) as Record<
    SendLimitName,
    ReturnType<typeof limitSchema>
  >,
)
export type SendLimits = z.infer<typeof sendLimitsSchema>

/** What the tenant sent today (in its time zone): single SMS, e-mails and their recipients. */
export const sendUsageSchema = z.object({
  smsToday: z.number().int(),
  mailToday: z.number().int(),
  mailRecipientsToday: z.number().int(),
})
export type SendUsage = z.infer<typeof sendUsageSchema>

/** The `data` of a refusal at a limit (its message, `sendLimit.<limit>`, names it too). */
export const sendLimitRefusalSchema = z.object({ limit: z.enum(SEND_LIMIT_NAMES), max: z.number().int() })
export type SendLimitRefusal = z.infer<typeof sendLimitRefusalSchema>
