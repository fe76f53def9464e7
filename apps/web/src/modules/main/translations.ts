import en from '@/locales/en-US/personal.json'
import zh from '@/locales/zh-CN/personal.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('personal', { 'zh-CN': zh, 'en-US': en })
