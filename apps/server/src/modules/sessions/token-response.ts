import type { TokenResponse } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import { perStaleNotices, staleCache } from '../../db/stale/stale-cache'
import { describeTimeZone, localDate, timeZoneOffsetHours } from '../../lib/time-zone'
import { localizedName } from '../../lib/localized-name'
import { loadCurrentUserRow, type CurrentUserRow } from './current-user-repository'
import { describeBrand, describeLocales } from '../tenants/tenant-descriptions'
import { loadCurrentTenant, type TenantSettings } from '../tenants/tenant-settings-repository'

const cachesOf = perStaleNotices((notices) => ({
  tenants: staleCache<TenantSettings>(notices),
  users: staleCache<CurrentUserRow>(notices),
}))

/** Each caller's codes in order, sorted once per access read (the set is kept with it) rather than per request. */
const sortedCodes = new WeakMap<ReadonlySet<string>, string[]>()
const sortedCodesOf = (codes: ReadonlySet<string>): string[] => {
  const known = sortedCodes.get(codes)
  if (known) return known
  const sorted = [...codes].sort()
  sortedCodes.set(codes, sorted)
  return sorted
}

/**
 * The token-response config of spec §3 for a live session, or null when its account or tenant is gone. The
 * tenant's settings and the user's row are kept in memory until the database says they changed.
 */
export async function buildTokenResponse(request: FastifyRequest): Promise<TokenResponse | null> {
  const { tenantId = '', accountId = '' } = request.session ?? {}
  const { locale } = request
  const { tenants, users } = cachesOf(request.server.store.staleNotices)
  const subject = () => ({ tenantId, accountId })
  const tenant = await tenants.remember(tenantId, () => request.withTenant(loadCurrentTenant), subject)
  if (!tenant) return null
  const user = await users.remember(
    `${tenantId}:${accountId}`,
    () => request.withTenant((tx) => loadCurrentUserRow(tx, accountId)),
    subject,
  )
  if (!user) return null
  const { permissions } = await request.access()
  return {
    authResult: {
      principal: {
        id: user.id,
        name: user.name,
        username: user.email ?? user.employee_no ?? '',
        email: user.email,
        roleName: localizedName(locale, user.role_name, user.role_name_en),
        tenantId: user.tenant_id,
        utc: timeZoneOffsetHours(tenant.timeZone),
        permissions: sortedCodesOf(permissions),
        avatar:
          user.avatar_file_id && user.avatar_updated_at
            ? { fileId: user.avatar_file_id, updatedAt: user.avatar_updated_at.toISOString() }
            : null,
      },
    },
    ssoInfo: tenant.ssoInfo,
    tenantInfo: {
      tenantId: tenant.id,
      name: localizedName(locale, tenant.name, tenant.nameEn),
      currentDate: localDate(tenant.timeZone),
      registerTime: tenant.registerTime.toISOString(),
      grantTime: tenant.grantTime?.toISOString() ?? null,
      expireTime: tenant.expireTime?.toISOString() ?? null,
      timeZoneDesc: describeTimeZone(tenant.timeZone),
    },
    brandInfo: describeBrand(tenant, request.hostname),
    channelInfo: { channel: 'web' },
    smsSwitchInfo: { enabled: tenant.smsLoginEnabled },
    internationSwitchInfo: { enabled: tenant.languageSwitchEnabled },
    localeInfo: describeLocales(tenant),
    timeZone: tenant.timeZone,
    timeZoneOffsetHours: timeZoneOffsetHours(tenant.timeZone),
  }
}
