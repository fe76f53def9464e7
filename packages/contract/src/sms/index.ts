import { defineDomain } from '../core/define-domain'
import { smsDeliveryReportRoute, smsDeliveryRoute } from './sms-delivery-routes'
import { smsTexts } from './sms-texts'

export * from './sms-delivery-routes'

/** SMS: the delivery of queued SMS (codes and single SMS) and its reports from the gateway. */
export const smsDomain = defineDomain({
  name: 'sms',
  routes: { smsDeliveryRoute, smsDeliveryReportRoute },
  texts: smsTexts,
})
