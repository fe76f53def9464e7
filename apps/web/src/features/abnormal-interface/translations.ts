import en from '@/locales/en-US/abnormal-interface.json'
import zh from '@/locales/zh-CN/abnormal-interface.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('abnormal-interface', { 'zh-CN': zh, 'en-US': en })
