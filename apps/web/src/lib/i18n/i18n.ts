import { DEFAULT_LOCALE, type Locale } from '@portal/contract'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { LocaleBundle } from './locale-bundle'

/**
 * Starts i18next in one language, with that language's texts when they are already here (the page adds them when
 * its bundle comes; lazily loaded code may register its namespaces before that). A language switch reloads the
 * page, so the language never changes in place. The `contract` namespace holds the texts the contract's rules and
 * the server share, from their one source.
 * @example initI18n('zh-CN', zhCnBundle.texts).t('contract:server.error') // '服务器错误'
 */
export const initI18n = (locale: Locale, texts: LocaleBundle['texts'] = {}): i18n => {
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [locale]: texts },
    defaultNS: 'common',
    // Keys are flat, dotted names such as `login.failed`, as the contract's message keys are.
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return i18next
}
