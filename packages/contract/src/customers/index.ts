import { defineDomain } from '../core/define-domain'
import {
  claimCustomerRoute,
  customerDetailRoute,
  customerHistoryRoute,
  customerListRoute,
  highSeasListRoute,
  releaseCustomerRoute,
  requestBlacklistRoute,
} from './customer-routes'
import { customersTexts } from './customers-texts'

export * from './customer-schemas'
export * from './customer-routes'

/** The customer centre (user-centre module): customers, their contact history, the high seas and the blacklist. */
export const customersDomain = defineDomain({
  name: 'customers',
  routes: {
    customerListRoute,
    highSeasListRoute,
    customerDetailRoute,
    customerHistoryRoute,
    claimCustomerRoute,
    releaseCustomerRoute,
    requestBlacklistRoute,
  },
  texts: customersTexts,
})
