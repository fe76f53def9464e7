import { z } from 'zod'
import {
  WORKBENCH_RENDER_MODES,
  ssoInfoSchema,
  toLocale,
  workbenchRenderModeSchema,
  DEFAULT_CALL_CENTRE_SETTINGS,
  type BrandInfo,
  type Locale,
  type TenantSwitches,
  type WorkbenchRenderMode,
} from '@portal/contract'
import type { Database, Queryable } from '../../db/database'
import { localizedName } from '../../lib/localized-name'
import { saveCallCentreSetting } from '../telephony/state/cti-settings-repository'
import { saveSendLimits, toSendLimits } from './send-limit-repository'

/** The brand as a tenant's row keeps it: the spec's brand info and the file ids of its images. */
export type StoredBrand = Pick<BrandInfo, 'siteName' | 'brandName' | 'backgroundColor' | 'primaryColor'> & {
  logoFileId: string
  backgroundFileId: string
}

/**
 * Every switch a tenant sets lives in its row and is read here, whichever of the three ways a caller knows the
 * tenant: the session's tenant, the site's tenant before login, or each tenant of an account at login.
 */
export type TenantSettings = {
  id: string
  name: string
  nameEn: string | null
  brand: Partial<StoredBrand>
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
  secondFactorRequired: boolean
  captchaAfterFailures: number
  lockAfterFailures: number
  lockMinutes: number
  /** Null: the server's own idle time. */
  sessionIdleMinutes: number | null
}

const httpUrl = z.url({ protocol: /^https?$/ })
/** A tenant's SSO/SAML settings; anything but http(s) addresses is ignored, so no redirect can run a script. */
const storedSsoSchema = ssoInfoSchema.extend({ loginUrl: httpUrl, logoutUrl: httpUrl })
export type SsoInfo = z.infer<typeof storedSsoSchema>

type TenantRow = {
  id: string
  name: string
  name_en: string | null
  brand: Partial<StoredBrand> | null
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
  second_factor_required?: boolean
  captcha_after_failures?: number
  lock_after_failures?: number
  lock_minutes?: number
  session_idle_minutes?: number | null
  send_limits?: unknown
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
  secondFactorRequired: row.second_factor_required ?? false,
  captchaAfterFailures: row.captcha_after_failures ?? 3,
  lockAfterFailures: row.lock_after_failures ?? 10,
  lockMinutes: row.lock_minutes ?? 15,
  sessionIdleMinutes: row.session_idle_minutes ?? null,
})

/**
 * The idle time that ends a session of the tenant: its own, else the server's (the session lookup applies the same
 * rule in the database).
 * @example sessionIdleSeconds(tenant, config.sessionIdleSeconds) // 300 when the tenant set 5 minutes
 */
export const sessionIdleSeconds = (tenant: TenantSettings | null, serverSeconds: number): number =>
  tenant?.sessionIdleMinutes ? tenant.sessionIdleMinutes * 60 : serverSeconds

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
  isSecondFactorRequired: boolean
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
    second_factor_required: boolean
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
    isSecondFactorRequired: row.second_factor_required,
  }))
}

/** The current tenant's switches as its administrator sees them, the incoming-call popup among them. */
export async function loadTenantSwitches(tx: Queryable): Promise<TenantSwitches | null> {
  const { rows } = await tx.query<
    TenantRow & { incoming_call_popup: boolean | null; second_factor_role_ids: string[] }
  >(
    `SELECT t.*, s.enable_incoming_call_popup AS incoming_call_popup
     FROM tenants t LEFT JOIN cti_settings s ON s.tenant_id = t.id WHERE t.id = current_tenant_id()`,
  )
  const row = rows[0]
  if (!row) return null
  const tenant = toSettings(row)
  return {
    smsLoginEnabled: tenant.smsLoginEnabled,
    languageSwitchEnabled: tenant.languageSwitchEnabled,
    locales: tenant.locales,
    defaultLocale: tenant.defaultLocale,
    protocolRequired: tenant.protocolRequired,
    secondFactorRequired: tenant.secondFactorRequired,
    captchaAfterFailures: tenant.captchaAfterFailures,
    lockAfterFailures: tenant.lockAfterFailures,
    lockMinutes: tenant.lockMinutes,
    sessionIdleMinutes: tenant.sessionIdleMinutes,
    timeZone: tenant.timeZone,
    incomingCallPopup: row.incoming_call_popup ?? DEFAULT_CALL_CENTRE_SETTINGS.enableIncomingCallPopup,
    sendLimits: toSendLimits(row.send_limits),
    secondFactorRoleIds: row.second_factor_role_ids,
  }
}

/**
 * Saves the current tenant's switches: its row (whose change the database announces to every process's caches)
 * and the call centre's popup switch, the call-centre settings taking the contract's defaults where none exist.
 */
export async function saveTenantSwitches(tx: Queryable, switches: TenantSwitches): Promise<void> {
  await tx.query(
    `UPDATE tenants SET sms_login_enabled = $1, language_switch_enabled = $2, locales = $3, default_locale = $4,
       protocol_required = $5, second_factor_required = $6, captcha_after_failures = $7, lock_after_failures = $8,
       lock_minutes = $9, session_idle_minutes = $10, time_zone = $11
     WHERE id = current_tenant_id()`,
    [
      switches.smsLoginEnabled,
      switches.languageSwitchEnabled,
      switches.locales,
      switches.defaultLocale,
      switches.protocolRequired,
      switches.secondFactorRequired,
      switches.captchaAfterFailures,
      switches.lockAfterFailures,
      switches.lockMinutes,
      switches.sessionIdleMinutes,
      switches.timeZone,
    ],
  )
  await saveCallCentreSetting(tx, 'enableIncomingCallPopup', switches.incomingCallPopup)
  await saveSendLimits(tx, switches.sendLimits)
  // Only the tenant's own roles are kept (row-level security shows no other).
  await tx.query(
    `UPDATE tenants SET second_factor_role_ids = ARRAY(SELECT id FROM roles WHERE id = ANY ($1::uuid[]))
     WHERE id = current_tenant_id()`,
    [switches.secondFactorRoleIds],
  )
}

/** Merges brand fields (names, colours, image file ids) into the current tenant's brand. */
export async function saveBrand(tx: Queryable, fields: Partial<StoredBrand>): Promise<void> {
  await tx.query(`UPDATE tenants SET brand = brand || $1::jsonb WHERE id = current_tenant_id()`, [
    JSON.stringify(fields),
  ])
}
