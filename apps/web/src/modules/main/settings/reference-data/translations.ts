import en from '@/locales/en-US/reference-data.json'
import zh from '@/locales/zh-CN/reference-data.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('reference-data', { 'zh-CN': zh, 'en-US': en })
