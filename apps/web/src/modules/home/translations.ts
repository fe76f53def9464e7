import en from '@/locales/en-US/dashboard.json'
import zh from '@/locales/zh-CN/dashboard.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('dashboard', { 'zh-CN': zh, 'en-US': en })
