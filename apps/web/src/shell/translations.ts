import en from '@/locales/en-US/shell.json'
import zh from '@/locales/zh-CN/shell.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('shell', { 'zh-CN': zh, 'en-US': en })
