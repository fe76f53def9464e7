import en from '@/locales/en-US/extend.json'
import zh from '@/locales/zh-CN/extend.json'
import { registerTranslations } from '@/lib/register-translations'

registerTranslations('extend', { 'zh-CN': zh, 'en-US': en })
