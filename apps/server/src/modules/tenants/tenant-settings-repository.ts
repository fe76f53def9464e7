import { z } from 'zod'
import {
  WORKBENCH_RENDER_MODES,
  ssoInfoSchema,
  toLocale,
  workbenchRenderModeSchema,
  type BrandInfo,
  type Locale,
  type WorkbenchRenderMode,
} from '@portal/contract'
import type { Database, Queryable } from '../../db/database'
import { localizedName } from '../../lib/localized-name'

/**
 * Every switch a tenant sets lives in its row and is read here, whichever of the three ways a caller knows the
 * tenant: the session's tenant, the site's tenant before login, or each tenant of an account at login.
 */
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
  workbenchRenderMode: WorkbenchRenderMode
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
  workbench_render_mode?: number
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
  workbenchRenderMode:
    workbenchRenderModeSchema.safeParse(row.workbench_render_mode).data ?? WORKBENCH_RENDER_MODES.channels,
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

/** A tenant of an account, named in the caller's language, with the settings its login obeys. */
export type AccountTenant = {
  tenantId: string
  name: string
  isProtocolRequired: boolean
  hasAgreedProtocol: boolean
  captchaAfterFailures: number
  lockAfterFailures: number
  lockMinutes: number
  timeZone: string
  isSmsLoginEnabled: boolean
}

/** The tenants an account belongs to, named in the caller's language, with their login settings. */
export async function listAccountTenants(
  db: Database,
  accountId: string,
  locale: Locale,
): Promise<AccountTenant[]> {
  const { rows } = await db.query<{
    tenant_id: string
    name: string
    name_en: string | null
    protocol_required: boolean
    protocol_agreed: boolean
    captcha_after_failures: number
    lock_after_failures: number
    lock_minutes: number
    time_zone: string
    sms_login_enabled: boolean
  }>('SELECT * FROM auth_account_tenants($1)', [accountId])
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    name: localizedName(locale, row.name, row.name_en),
    isProtocolRequired: row.protocol_required,
    hasAgreedProtocol: row.protocol_agreed,
    captchaAfterFailures: row.captcha_after_failures,
    lockAfterFailures: row.lock_after_failures,
    lockMinutes: row.lock_minutes,
    timeZone: row.time_zone,
    isSmsLoginEnabled: row.sms_login_enabled,
  }))
}
