import en from '@/locales/en-US/call-centre-survey.json'
import zh from '@/locales/zh-CN/call-centre-survey.json'
import { callCentreTexts } from '@portal/contract'
import { registerContractTexts, registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-centre-survey', { 'zh-CN': zh, 'en-US': en })
registerContractTexts(callCentreTexts)
