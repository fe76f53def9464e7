import en from '@/locales/en-US/messages.json'
import zh from '@/locales/zh-CN/messages.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('messages', { 'zh-CN': zh, 'en-US': en })
