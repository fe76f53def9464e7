import { FIRST_LOAD_MESSAGES } from '@portal/contract'
import zhCN from 'antd/es/locale/zh_CN'
import auth from '@/locales/zh-CN/auth.json'
import common from '@/locales/zh-CN/common.json'
import register from '@/locales/zh-CN/register.json'
import reset from '@/locales/zh-CN/reset.json'
import type { LocaleBundle } from './locale-bundle'

/** The zh-CN texts of the first page (see `LocaleBundle`). */
export const zhCnBundle: LocaleBundle = {
  texts: { common, auth, reset, register, contract: FIRST_LOAD_MESSAGES['zh-CN'] },
  antdLocale: zhCN,
}
