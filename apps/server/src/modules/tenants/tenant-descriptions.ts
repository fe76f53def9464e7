import { LOCALES, LOCALE_NAMES, type BrandInfo, type LocaleInfo } from '@portal/contract'
import type { TenantSettings } from './tenant-settings-repository'

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
