import en from '@/locales/en-US/call-centre-agent-rules.json'
import zh from '@/locales/zh-CN/call-centre-agent-rules.json'
import { callCentreTexts } from '@portal/contract'
import { registerContractTexts, registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('call-centre-agent-rules', { 'zh-CN': zh, 'en-US': en })
registerContractTexts(callCentreTexts)
