import en from '@/locales/en-US/records.json'
import zh from '@/locales/zh-CN/records.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('records', { 'zh-CN': zh, 'en-US': en })
