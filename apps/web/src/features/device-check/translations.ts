import en from '@/locales/en-US/device-check.json'
import zh from '@/locales/zh-CN/device-check.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('device-check', { 'zh-CN': zh, 'en-US': en })
