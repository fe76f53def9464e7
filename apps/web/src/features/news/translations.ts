import en from '@/locales/en-US/news.json'
import zh from '@/locales/zh-CN/news.json'
import { registerTranslations } from '@/lib/register-translations'

registerTranslations('news', { 'zh-CN': zh, 'en-US': en })
