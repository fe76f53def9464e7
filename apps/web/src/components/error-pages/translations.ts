import en from '@/locales/en-US/errors.json'
import zh from '@/locales/zh-CN/errors.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('errors', { 'zh-CN': zh, 'en-US': en })
