import en from '@/locales/en-US/call-alerts.json'
import zh from '@/locales/zh-CN/call-alerts.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-alerts', { 'zh-CN': zh, 'en-US': en })
