import en from '@/locales/en-US/package-check.json'
import zh from '@/locales/zh-CN/package-check.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('package-check', { 'zh-CN': zh, 'en-US': en })
