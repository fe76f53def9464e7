import type { Locale } from '@portal/contract'
import type { LocaleBundle } from './locale-bundle'

// A language switch reloads the page, so a page only ever needs the bundle of its own language.
const LOADERS: Record<Locale, () => Promise<LocaleBundle>> = {
  'zh-CN': () => import('./zh-cn-bundle').then((module) => module.zhCnBundle),
  'en-US': () => import('./en-us-bundle').then((module) => module.enUsBundle),
}

/**
 * Loads the texts of one language only, so the first page never downloads the other language.
 * @example const bundle = await loadLocaleBundle(readCurrentLocale()); initI18n(locale, bundle)
 */
export const loadLocaleBundle = (locale: Locale): Promise<LocaleBundle> => LOADERS[locale]()
