import en from '@/locales/en-US/command-palette.json'
import zh from '@/locales/zh-CN/command-palette.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('command-palette', { 'zh-CN': zh, 'en-US': en })
