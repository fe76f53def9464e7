import en from '@/locales/en-US/channel-status.json'
import zh from '@/locales/zh-CN/channel-status.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('channel-status', { 'zh-CN': zh, 'en-US': en })
