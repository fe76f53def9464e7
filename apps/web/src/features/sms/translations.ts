import en from '@/locales/en-US/sms.json'
import zh from '@/locales/zh-CN/sms.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

// The sms dialogs' texts travel with their lazily loaded code, not with every page's first load.
registerTranslations('sms', { 'zh-CN': zh, 'en-US': en })
