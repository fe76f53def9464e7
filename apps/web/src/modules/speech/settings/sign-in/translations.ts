import en from '@/locales/en-US/call-centre-sign-in.json'
import zh from '@/locales/zh-CN/call-centre-sign-in.json'
import { callCentreTexts } from '@portal/contract'
import { registerContractTexts, registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-centre-sign-in', { 'zh-CN': zh, 'en-US': en })
registerContractTexts(callCentreTexts)
