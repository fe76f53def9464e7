import { knowledgeTexts } from '@portal/contract'
import en from '@/locales/en-US/kmp.json'
import zh from '@/locales/zh-CN/kmp.json'
import { registerContractTexts, registerTranslations } from '@/lib/i18n/register-translations'

registerTranslations('kmp', { 'zh-CN': zh, 'en-US': en })
// The knowledge base's rules and texts load with its pages only.
registerContractTexts(knowledgeTexts)
