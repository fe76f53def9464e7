import { defineDomain } from '../core/define-domain'
import { smsCodesTexts } from './sms-codes-texts'

export * from './sms-code-rules'

export const smsCodesDomain = defineDomain({
  name: 'sms-codes',
  texts: smsCodesTexts,
})
