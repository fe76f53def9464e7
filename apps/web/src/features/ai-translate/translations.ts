import en from '@/locales/en-US/ai-translate.json'
import zh from '@/locales/zh-CN/ai-translate.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('ai-translate', { 'zh-CN': zh, 'en-US': en })
