import { defineDomain } from '../core/define-domain'
import { smsDeliveryReportRoute, smsDeliveryRoute } from './sms-delivery-routes'
import { sentSmsRoute, smsSendRoute, smsSignaturesRoute, smsTemplatesRoute } from './sms-routes'
import { smsTexts } from './sms-texts'

export * from './sms-delivery-routes'
export * from './sms-routes'
export * from './sms-rules'
export * from './sms-segments'

/**
 * SMS: the delivery of queued SMS (codes and single SMS) and the gateway's reports; single SMS from the tenant's
 * templates, and the sender's sent list.
 */
export const smsDomain = defineDomain({
  name: 'sms',
  routes: {
    smsDeliveryRoute,
    smsDeliveryReportRoute,
    smsTemplatesRoute,
    smsSignaturesRoute,
    smsSendRoute,
    sentSmsRoute,
  },
  texts: smsTexts,
})
