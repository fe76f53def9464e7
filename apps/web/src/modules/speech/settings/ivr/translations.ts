import en from '@/locales/en-US/call-centre-ivr.json'
import zh from '@/locales/zh-CN/call-centre-ivr.json'
import { callCentreTexts } from '@portal/contract'
import { registerContractTexts, registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-centre-ivr', { 'zh-CN': zh, 'en-US': en })
registerContractTexts(callCentreTexts)
