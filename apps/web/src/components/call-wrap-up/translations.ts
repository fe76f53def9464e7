import en from '@/locales/en-US/call-wrap-up.json'
import zh from '@/locales/zh-CN/call-wrap-up.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-wrap-up', { 'zh-CN': zh, 'en-US': en })
