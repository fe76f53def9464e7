import {
  DEFAULT_BRAND_COLOURS,
  DEFAULT_SYSTEM_NAME,
  LOCALES,
  LOCALE_NAMES,
  siteBrandImageRoute,
  type BrandImageKind,
  type BrandInfo,
  type LocaleInfo,
} from '@portal/contract'
import type { TenantSettings } from './tenant-settings-repository'

/** The languages a tenant offers, in the shape of the spec's locale info. */
export const describeLocales = (tenant: TenantSettings | null): LocaleInfo[] =>
  (tenant?.locales.length ? tenant.locales : [...LOCALES]).map((localeCode) => ({
    localeCode,
    localeDesc: LOCALE_NAMES[localeCode],
    isDefault: localeCode === (tenant?.defaultLocale ?? 'zh-CN'),
  }))

/** The system name of the title, the header and the login card: the brand's site name, else CRM. */
export const describeSystemName = (tenant: TenantSettings | null): string =>
  tenant?.brand.siteName || DEFAULT_SYSTEM_NAME

/** Where a brand image of the host's tenant is downloaded; the file id in the query makes a new image a new address. */
const imageUrl = (tenant: TenantSettings | null, host: string, kind: BrandImageKind): string | null => {
  const fileId = tenant?.brand[`${kind}FileId`]
  if (!fileId) return null
  const path = siteBrandImageRoute.path.replace(':domain', encodeURIComponent(host)).replace(':kind', kind)
  return `${path}?v=${encodeURIComponent(fileId)}`
}

/**
 * The brand a tenant shows, with the system defaults where it sets none; its images are addressed by the host
 * name the page was loaded from (spec §7 tenant icon and background by domain).
 */
export const describeBrand = (tenant: TenantSettings | null, host: string): BrandInfo => ({
  status: 1,
  siteName: describeSystemName(tenant),
  brandName: tenant?.brand.brandName || describeSystemName(tenant),
  backgroundColor: tenant?.brand.backgroundColor ?? DEFAULT_BRAND_COLOURS.backgroundColor,
  primaryColor: tenant?.brand.primaryColor ?? DEFAULT_BRAND_COLOURS.primaryColor,
  logoUrl: imageUrl(tenant, host, 'logo'),
  backgroundUrl: imageUrl(tenant, host, 'background'),
})
