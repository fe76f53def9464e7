import en from '@/locales/en-US/sso-settings.json'
import zh from '@/locales/zh-CN/sso-settings.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('sso-settings', { 'zh-CN': zh, 'en-US': en })
