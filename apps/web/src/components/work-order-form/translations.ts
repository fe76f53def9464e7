import en from '@/locales/en-US/work-order-form.json'
import zh from '@/locales/zh-CN/work-order-form.json'
import '@/lib/work-orders/work-order-texts'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('work-order-form', { 'zh-CN': zh, 'en-US': en })
