import { DEFAULT_SYSTEM_NAME, type Locale, type TokenResponse } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { describeTimeZone, localDate, timeZoneOffsetHours } from '../../lib/time-zone'
import { localizedName } from '../../lib/localized-name'
import { loadCurrentUser } from './current-user-repository'
import { describeBrand, describeLocales } from '../tenants/tenant-descriptions'
import { loadCurrentTenant } from '../tenants/tenant-settings-repository'

/** The token-response config of spec §3 for a live session, or null when its account or tenant is gone. */
export async function buildTokenResponse(
  tx: Queryable,
  accountId: string,
  locale: Locale,
): Promise<TokenResponse | null> {
  const tenant = await loadCurrentTenant(tx)
  if (!tenant) return null
  const principal = await loadCurrentUser(tx, accountId, locale, tenant.timeZone)
  if (!principal) return null
  return {
    authResult: { principal },
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
    brandInfo: describeBrand(tenant, DEFAULT_SYSTEM_NAME),
    channelInfo: { channel: 'web' },
    smsSwitchInfo: { enabled: tenant.smsLoginEnabled },
    internationSwitchInfo: { enabled: tenant.languageSwitchEnabled },
    localeInfo: describeLocales(tenant),
    timeZone: tenant.timeZone,
    timeZoneOffsetHours: timeZoneOffsetHours(tenant.timeZone),
  }
}
