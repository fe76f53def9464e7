import en from '@/locales/en-US/mail-sender.json'
import zh from '@/locales/zh-CN/mail-sender.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('mail-sender', { 'zh-CN': zh, 'en-US': en })
