import en from '@/locales/en-US/roles.json'
import zh from '@/locales/zh-CN/roles.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('roles', { 'zh-CN': zh, 'en-US': en })
