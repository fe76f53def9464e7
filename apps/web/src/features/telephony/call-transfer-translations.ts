import en from '@/locales/en-US/call-transfer.json'
import zh from '@/locales/zh-CN/call-transfer.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-transfer', { 'zh-CN': zh, 'en-US': en })
