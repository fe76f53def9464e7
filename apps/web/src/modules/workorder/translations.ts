import en from '@/locales/en-US/workorder.json'
import zh from '@/locales/zh-CN/workorder.json'
import '@/lib/work-orders/work-order-texts'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('workorder', { 'zh-CN': zh, 'en-US': en })
