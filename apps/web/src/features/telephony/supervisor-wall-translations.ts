import en from '@/locales/en-US/supervisor-wall.json'
import zh from '@/locales/zh-CN/supervisor-wall.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

// Apart from the header's telephony texts: only the live monitor page, loaded when opened, needs these.
registerTranslations('supervisor-wall', { 'zh-CN': zh, 'en-US': en })
