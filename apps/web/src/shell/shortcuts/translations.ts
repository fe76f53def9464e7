import en from '@/locales/en-US/shortcuts.json'
import zh from '@/locales/zh-CN/shortcuts.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('shortcuts', { 'zh-CN': zh, 'en-US': en })
