import en from '@/locales/en-US/call-centre-numbers.json'
import zh from '@/locales/zh-CN/call-centre-numbers.json'
import { callCentreTexts } from '@portal/contract'
import { registerContractTexts, registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-centre-numbers', { 'zh-CN': zh, 'en-US': en })
registerContractTexts(callCentreTexts)
