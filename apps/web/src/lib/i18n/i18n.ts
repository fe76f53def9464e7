import { DEFAULT_LOCALE, MESSAGES, type Locale } from '@portal/contract'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import enAuth from '@/locales/en-US/auth.json'
import enCommon from '@/locales/en-US/common.json'
import enRegister from '@/locales/en-US/register.json'
import enReset from '@/locales/en-US/reset.json'
import zhAuth from '@/locales/zh-CN/auth.json'
import zhCommon from '@/locales/zh-CN/common.json'
import zhRegister from '@/locales/zh-CN/register.json'
import zhReset from '@/locales/zh-CN/reset.json'

// The `contract` namespace holds the texts the contract's rules and the server share, from their one source.
const resources = {
  'zh-CN': {
    common: zhCommon,
    auth: zhAuth,
    reset: zhReset,
    register: zhRegister,
    contract: MESSAGES['zh-CN'],
  },
  'en-US': {
    common: enCommon,
    auth: enAuth,
    reset: enReset,
    register: enRegister,
    contract: MESSAGES['en-US'],
  },
} satisfies Record<Locale, Record<string, Record<string, string>>>

/**
 * Starts i18next in one language; a language switch reloads the page, so the language never changes in place.
 * @example initI18n(readCurrentLocale()).t('contract:server.error') // '服务器错误'
 */
export const initI18n = (locale: Locale): i18n => {
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    defaultNS: 'common',
    // Keys are flat, dotted names such as `login.failed`, as the contract's message keys are.
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return i18next
}
