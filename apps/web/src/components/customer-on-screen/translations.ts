import en from '@/locales/en-US/customer-on-screen.json'
import zh from '@/locales/zh-CN/customer-on-screen.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('customer-on-screen', { 'zh-CN': zh, 'en-US': en })
