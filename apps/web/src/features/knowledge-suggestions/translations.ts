import en from '@/locales/en-US/knowledge-suggestions.json'
import zh from '@/locales/zh-CN/knowledge-suggestions.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('knowledge-suggestions', { 'zh-CN': zh, 'en-US': en })
