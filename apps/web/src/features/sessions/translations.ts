import en from '@/locales/en-US/sessions.json'
import zh from '@/locales/zh-CN/sessions.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('sessions', { 'zh-CN': zh, 'en-US': en })
