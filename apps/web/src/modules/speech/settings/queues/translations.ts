import en from '@/locales/en-US/call-centre-queues.json'
import zh from '@/locales/zh-CN/call-centre-queues.json'
import { callCentreTexts } from '@portal/contract'
import { registerContractTexts, registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-centre-queues', { 'zh-CN': zh, 'en-US': en })
registerContractTexts(callCentreTexts)
