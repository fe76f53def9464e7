import { DEFAULT_SEND_LIMITS } from './send-limit-schemas'
import type { TenantSwitches } from './tenant-switch-schemas'

/**
 * A whole, valid set of a tenant's switches, both languages on: what a test changes one field of.
 * @example tenantSwitchesSchema.safeParse({ ...EXAMPLE_TENANT_SWITCHES, lockMinutes: 0 }) // refused: tenantSwitch.range
 */
export const EXAMPLE_TENANT_SWITCHES: TenantSwitches = {
  smsLoginEnabled: true,
  languageSwitchEnabled: true,
  locales: ['zh-CN', 'en-US'],
  defaultLocale: 'zh-CN',
  protocolRequired: false,
  secondFactorRequired: false,
  captchaAfterFailures: 3,
  lockAfterFailures: 10,
  lockMinutes: 15,
  sessionIdleMinutes: null,
  timeZone: 'Asia/Shanghai',
  incomingCallPopup: true,
  sendLimits: DEFAULT_SEND_LIMITS,
  secondFactorRoleIds: [],
}
