import en from '@/locales/en-US/settings.json'
import zh from '@/locales/zh-CN/settings.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('settings', { 'zh-CN': zh, 'en-US': en })
