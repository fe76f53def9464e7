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
import { recentContactsRoute } from './recent-contacts'

export * from './customer-schemas'
export * from './customer-routes'
export * from './recent-contacts'

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
    recentContactsRoute,
  },
  texts: customersTexts,
})
