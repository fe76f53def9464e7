import type { Locale } from '@portal/contract'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { readCurrentLocale } from '../i18n/current-locale'

// Ant Design's date pickers format through dayjs, so its language follows the portal's (loaded with the shell,
// never on the login page).
const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' }
dayjs.locale(DAYJS_LOCALES[readCurrentLocale()])
