import type { Locale } from '@portal/contract'
import type { Locale as AntdLocale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'

/** Ant Design's own texts (pickers, pagination, empty states) for each portal language. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-CN': zhCN, 'en-US': enUS }
