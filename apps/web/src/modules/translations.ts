import en from '@/locales/en-US/module.json'
import zh from '@/locales/zh-CN/module.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('module', { 'zh-CN': zh, 'en-US': en })
