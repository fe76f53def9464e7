import type { Locale } from '@portal/contract'

/**
 * A count in the UI language, with thousand separators above 999.
 * @example formatCount(12345, 'zh-CN') // '12,345'; formatCount(999, 'en-US') // '999'
 */
export const formatCount = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(locale).format(value)
