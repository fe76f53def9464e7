import en from '@/locales/en-US/rich-text-editor.json'
import zh from '@/locales/zh-CN/rich-text-editor.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('rich-text-editor', { 'zh-CN': zh, 'en-US': en })
