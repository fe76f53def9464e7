import en from '@/locales/en-US/telephony.json'
import zh from '@/locales/zh-CN/telephony.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('telephony', { 'zh-CN': zh, 'en-US': en })
