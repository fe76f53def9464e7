import en from '@/locales/en-US/working-desk.json'
import zh from '@/locales/zh-CN/working-desk.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('working-desk', { 'zh-CN': zh, 'en-US': en })
