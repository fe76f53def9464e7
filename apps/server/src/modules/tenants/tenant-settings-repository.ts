import { z } from 'zod'
import {
  ssoInfoSchema,
  LOCALES,
  LOCALE_NAMES,
  toLocale,
  type BrandInfo,
  type Locale,
  type LocaleInfo,
} from '@portal/contract'
import type { Database, Queryable } from '../../db/database'

export type TenantSettings = {
  id: string
  name: string
  nameEn: string | null
  brand: Partial<BrandInfo>
  locales: Locale[]
  defaultLocale: Locale
  timeZone: string
  smsLoginEnabled: boolean
  languageSwitchEnabled: boolean
  protocolRequired: boolean
  registerTime: Date
  grantTime: Date | null
  expireTime: Date | null
  ssoInfo: SsoInfo | null
}

const httpUrl = z.url({ protocol: /^https?$/ })
/** A tenant's SSO/SAML settings; anything but http(s) addresses is ignored, so no redirect can run a script. */
const storedSsoSchema = ssoInfoSchema.extend({ loginUrl: httpUrl, logoutUrl: httpUrl })
export type SsoInfo = z.infer<typeof storedSsoSchema>

type TenantRow = {
  id: string
  name: string
  name_en: string | null
  brand: Partial<BrandInfo> | null
  locales: string[]
  default_locale: string
  time_zone?: string
  sms_login_enabled: boolean
  language_switch_enabled: boolean
  protocol_required: boolean
  register_time?: Date
  grant_time?: Date | null
  expire_time?: Date | null
  sso_config?: unknown
}

const toSettings = (row: TenantRow): TenantSettings => ({
  id: row.id,
  name: row.name,
  nameEn: row.name_en,
  brand: row.brand ?? {},
  locales: row.locales.map(toLocale),
  defaultLocale: toLocale(row.default_locale),
  timeZone: row.time_zone ?? 'Asia/Shanghai',
  smsLoginEnabled: row.sms_login_enabled,
  languageSwitchEnabled: row.language_switch_enabled,
  protocolRequired: row.protocol_required,
  registerTime: row.register_time ?? new Date(0),
  grantTime: row.grant_time ?? null,
  expireTime: row.expire_time ?? null,
  ssoInfo: storedSsoSchema.safeParse(row.sso_config).data ?? null,
})

/** The session's own tenant (row-level security shows no other). */
export async function loadCurrentTenant(tx: Queryable): Promise<TenantSettings | null> {
  const { rows } = await tx.query<TenantRow>('SELECT * FROM tenants WHERE id = current_tenant_id()')
  return rows[0] ? toSettings(rows[0]) : null
}

/** The tenant whose login page a visitor of this host name sees, before anyone has logged in. */
export async function loadSiteTenant(db: Database, hostname: string): Promise<TenantSettings | null> {
  const { rows } = await db.query<TenantRow>('SELECT * FROM site_tenant($1)', [hostname])
  return rows[0] ? toSettings(rows[0]) : null
}

/** The languages a tenant offers, in the shape of the spec's locale info. */
export const describeLocales = (tenant: TenantSettings | null): LocaleInfo[] =>
  (tenant?.locales.length ? tenant.locales : [...LOCALES]).map((localeCode) => ({
    localeCode,
    localeDesc: LOCALE_NAMES[localeCode],
    isDefault: localeCode === (tenant?.defaultLocale ?? 'zh-CN'),
  }))

/** The brand a tenant shows, with the system defaults where it sets none. */
export const describeBrand = (tenant: TenantSettings | null, systemName: string): BrandInfo => ({
  status: 1,
  siteName: tenant?.brand.siteName ?? systemName,
  brandName: tenant?.brand.brandName ?? systemName,
  backgroundColor: tenant?.brand.backgroundColor ?? '#1f4e8c',
})
