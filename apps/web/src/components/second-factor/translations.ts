import en from '@/locales/en-US/second-factor.json'
import zh from '@/locales/zh-CN/second-factor.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('second-factor', { 'zh-CN': zh, 'en-US': en })
