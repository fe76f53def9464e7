import en from '@/locales/en-US/tenant-settings.json'
import zh from '@/locales/zh-CN/tenant-settings.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('tenant-settings', { 'zh-CN': zh, 'en-US': en })
