import en from '@/locales/en-US/attachments.json'
import zh from '@/locales/zh-CN/attachments.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('attachments', { 'zh-CN': zh, 'en-US': en })
