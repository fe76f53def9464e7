import en from '@/locales/en-US/menus.json'
import zh from '@/locales/zh-CN/menus.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('menus', { 'zh-CN': zh, 'en-US': en })
