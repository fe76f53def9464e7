import { z } from 'zod'
import { LOCALES, localeSchema } from '../core/locales'
import { sendLimitsSchema } from './send-limit-schemas'

/** The bounds of each numeric switch an administrator sets (spec §4's login protection and session). */
export const SWITCH_LIMITS = {
  captchaAfterFailures: { min: 1, max: 20 },
  lockAfterFailures: { min: 1, max: 50 },
  lockMinutes: { min: 1, max: 1440 },
  sessionIdleMinutes: { min: 5, max: 1440 },
} as const

/**
 * Whether a name is a time zone this runtime knows (IANA, as `Intl` lists them).
 * @example isKnownTimeZone('Asia/Shanghai') // true; isKnownTimeZone('Mars/Base') // false
 */
export const isKnownTimeZone = (name: string): boolean =>
  name === 'UTC' || Intl.supportedValuesOf('timeZone').includes(name)

const boundedInt = (limits: { min: number; max: number }) =>
  z
    .number('tenantSwitch.number')
    .int('tenantSwitch.number')
    .min(limits.min, 'tenantSwitch.range')
    .max(limits.max, 'tenantSwitch.range')

/** A tenant's switches as its administrator reads and saves them. */
export const tenantSwitchesSchema = z
  .object({
    smsLoginEnabled: z.boolean(),
    languageSwitchEnabled: z.boolean(),
    locales: z.array(localeSchema).min(1, 'tenantSwitch.localesRequired').max(LOCALES.length),
    defaultLocale: localeSchema,
    protocolRequired: z.boolean(),
    secondFactorRequired: z.boolean(),
    captchaAfterFailures: boundedInt(SWITCH_LIMITS.captchaAfterFailures),
    lockAfterFailures: boundedInt(SWITCH_LIMITS.lockAfterFailures),
    lockMinutes: boundedInt(SWITCH_LIMITS.lockMinutes),
    /** Minutes without a request before a session ends; null: the server's own setting. */
    sessionIdleMinutes: boundedInt(SWITCH_LIMITS.sessionIdleMinutes).nullable(),
    timeZone: z.string().max(64).refine(isKnownTimeZone, 'tenantSwitch.timeZone'),
    incomingCallPopup: z.boolean(),
    sendLimits: sendLimitsSchema,
    /** The roles whose members must have an authenticator app or a passkey (set up at their next login). */
    secondFactorRoleIds: z.array(z.uuid()).max(200).default([]),
  })
  .refine((form) => new Set(form.locales).size === form.locales.length, {
    message: 'tenantSwitch.localesRequired',
    path: ['locales'],
  })
  .refine((form) => form.locales.includes(form.defaultLocale), {
    message: 'tenantSwitch.defaultLocale',
    path: ['defaultLocale'],
  })
export type TenantSwitches = z.infer<typeof tenantSwitchesSchema>
