import type { Locale, MessageKey } from '@portal/contract'
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

/**
 * Adds the contract texts of an area whose pages alone show them (the call centre's administration) to the
 * contract namespace, when those pages load: the login page carries only the first load's (FIRST_LOAD_MESSAGES).
 * @example registerContractTexts(callCentreTexts)
 */
export const registerContractTexts = (texts: Record<Locale, Bundle>): void => {
  for (const [locale, bundle] of Object.entries(texts))
    i18next.addResourceBundle(locale, 'contract', bundle, true, false)
}

/**
 * Whether `key` is a contract text this page holds: the first load's, and those of the pages loaded so far (none
 * before i18next is set up, when it has no store yet).
 */
export const isContractText = (key: string): key is MessageKey =>
  i18next.isInitialized && typeof i18next.getResource(i18next.language, 'contract', key) === 'string'
