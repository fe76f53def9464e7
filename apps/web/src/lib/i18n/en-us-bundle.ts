import { FIRST_LOAD_MESSAGES } from '@portal/contract'
import enUS from 'antd/es/locale/en_US'
import auth from '@/locales/en-US/auth.json'
import common from '@/locales/en-US/common.json'
import register from '@/locales/en-US/register.json'
import reset from '@/locales/en-US/reset.json'
import type { LocaleBundle } from './locale-bundle'

/** The en-US texts of the first page (see `LocaleBundle`). */
export const enUsBundle: LocaleBundle = {
  texts: { common, auth, reset, register, contract: FIRST_LOAD_MESSAGES['en-US'] },
  antdLocale: enUS,
}
