import en from '@/locales/en-US/usercenter.json'
import zh from '@/locales/zh-CN/usercenter.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('usercenter', { 'zh-CN': zh, 'en-US': en })
