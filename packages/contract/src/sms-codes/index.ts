import { defineDomain } from '../core/define-domain'
import { smsCodesTexts } from './sms-codes-texts'

export * from './sms-code-rules'
export * from './sms-delivery-ticket'

/** Issuing and checking SMS codes, for auth, registration and password reset. */
export const smsCodesDomain = defineDomain({
  name: 'sms-codes',
  texts: smsCodesTexts,
})
