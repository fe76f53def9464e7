import type { Locale } from '@portal/contract'
import i18next from 'i18next'

type Bundle = Record<string, string>

/**
 * Adds a namespace's texts when the lazily loaded code that uses them is evaluated, so the login page's first
 * JavaScript carries only its own texts. Call it at the top level of the module, before any render.
 * @example registerTranslations('shell', { 'zh-CN': zhShell, 'en-US': enShell })
 */
export const registerTranslations = (namespace: string, bundles: Record<Locale, Bundle>): void => {
  for (const [locale, bundle] of Object.entries(bundles)) {
    if (!i18next.hasResourceBundle(locale, namespace)) i18next.addResourceBundle(locale, namespace, bundle)
  }
}
