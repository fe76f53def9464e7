import { describe, expect, it } from 'vitest'
import { isKnownTimeZone, tenantSwitchesSchema } from './tenant-switch-schemas'
import { DEFAULT_SEND_LIMITS } from './send-limit-schemas'
import { EXAMPLE_TENANT_SWITCHES } from './tenant-switches-example'
import {
  BRAND_PRIMARY_MIN_CONTRAST,
  brandFormSchema,
  brandImageProblem,
  contrastWithWhite,
} from './tenant-brand-schemas'

// English by default: a tenant may leave out the language its members are shown first.
const SWITCHES = { ...EXAMPLE_TENANT_SWITCHES, defaultLocale: 'en-US' }

const firstMessage = (value: unknown) => tenantSwitchesSchema.safeParse(value).error?.issues[0]?.message

describe('the tenant switch rules', () => {
  it('know IANA time zones and UTC, and nothing else', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true)
    expect(isKnownTimeZone('UTC')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
  })

  it('accept whole switches and refuse each out-of-range value with its key', () => {
    expect(tenantSwitchesSchema.safeParse(SWITCHES).success).toBe(true)
    expect(firstMessage({ ...SWITCHES, lockAfterFailures: 51 })).toBe('tenantSwitch.range')
    expect(firstMessage({ ...SWITCHES, lockMinutes: 1.5 })).toBe('tenantSwitch.number')
    expect(firstMessage({ ...SWITCHES, sessionIdleMinutes: 4 })).toBe('tenantSwitch.range')
    expect(firstMessage({ ...SWITCHES, timeZone: 'Nowhere' })).toBe('tenantSwitch.timeZone')
    expect(firstMessage({ ...SWITCHES, locales: ['zh-CN'] })).toBe('tenantSwitch.defaultLocale')
    expect(firstMessage({ ...SWITCHES, locales: ['en-US', 'en-US'] })).toBe('tenantSwitch.localesRequired')
    expect(firstMessage({ ...SWITCHES, locales: ['fr-FR'], defaultLocale: 'fr-FR' })).toBeDefined()
    const sendLimits = (changes: object) => ({
      ...SWITCHES,
      sendLimits: { ...DEFAULT_SEND_LIMITS, ...changes },
    })
    expect(firstMessage(sendLimits({ smsPerTenantPerDay: 0 }))).toBe('tenantSwitch.range')
    expect(firstMessage(sendLimits({ mailPerMemberPerMinute: 10_001 }))).toBe('tenantSwitch.range')
    expect(firstMessage(sendLimits({ smsPerMemberPerMinute: 2.5 }))).toBe('tenantSwitch.number')
  })

  it('take a brand with #rrggbb colours and images of the allowed types and size', () => {
    const brand = { siteName: 'A', brandName: 'B', primaryColor: '#112233', backgroundColor: '#AABBCC' }
    expect(brandFormSchema.safeParse(brand).success).toBe(true)
    expect(brandFormSchema.safeParse({ ...brand, primaryColor: '#123' }).error?.issues[0]?.message).toBe(
      'brand.colour',
    )
    expect(brandFormSchema.safeParse({ ...brand, primaryColor: '#1677ff' }).error?.issues[0]?.message).toBe(
      'brand.primaryContrast',
    )
    expect(contrastWithWhite('#0958d9')).toBeGreaterThanOrEqual(BRAND_PRIMARY_MIN_CONTRAST)
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1)
    expect(contrastWithWhite('#000000')).toBeCloseTo(21)
    expect(brandImageProblem('image/png', 100)).toBeNull()
    expect(brandImageProblem('image/svg+xml', 100)).toBe('brand.imageType')
    expect(brandImageProblem('image/png', 3 * 1024 * 1024)).toBe('brand.imageSize')
    expect(brandImageProblem('image/png', 0)).toBe('brand.imageEmpty')
  })
})
