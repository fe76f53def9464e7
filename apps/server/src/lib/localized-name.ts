import type { Locale } from '@portal/contract'

/**
 * A name in the caller's language: the English one for en-US where there is one.
 * @example localizedName('en-US', '演示科技', 'Demo Co.') // 'Demo Co.'
 */
export const localizedName = (locale: Locale, name: string, nameEn: string | null | undefined): string =>
  locale === 'en-US' && nameEn ? nameEn : name
