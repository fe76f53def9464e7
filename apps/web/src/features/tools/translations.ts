import en from '@/locales/en-US/tools.json'
import zh from '@/locales/zh-CN/tools.json'
import { registerTranslations } from '@/lib/i18n/register-translations'

// The tools dialogs' texts travel with their lazily loaded code, not with every page's first load.
registerTranslations('tools', { 'zh-CN': zh, 'en-US': en })
