import en from '@/locales/en-US/own-account.json'
import zh from '@/locales/zh-CN/own-account.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('own-account', { 'zh-CN': zh, 'en-US': en })
