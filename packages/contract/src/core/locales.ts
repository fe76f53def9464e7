import { z } from 'zod'

/** The languages every screen is written in; zh-CN is the default (spec §9). */
export const LOCALES = ['zh-CN', 'en-US'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-CN'
export const localeSchema = z.enum(LOCALES)

/** The name each language goes by in a language picker, in that language. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' }

/**
 * Reads a locale from anything a request carries, falling back to the default.
 * @example toLocale('en-US') // 'en-US'; toLocale('fr') // 'zh-CN'
 */
export const toLocale = (value: unknown): Locale =>
  (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE
