import { defineDomain } from '../core/define-domain'
import {
  blacklistAuditRoutes,
  offlineMessageRoutes,
  outboundTaskRoutes,
  returnVisitRoutes,
} from './record-routes'
import { recordsTexts } from './records-texts'

export * from './record-routes'

/**
 * The record pages behind the to-do counts: blacklist audits, outbound tasks, offline messages, return visits.
 */
export const recordsDomain = defineDomain({
  name: 'records',
  routes: {
    blacklistAuditListRoute: blacklistAuditRoutes.list,
    blacklistAuditActRoute: blacklistAuditRoutes.act,
    outboundTaskListRoute: outboundTaskRoutes.list,
    outboundTaskActRoute: outboundTaskRoutes.act,
    offlineMessageListRoute: offlineMessageRoutes.list,
    offlineMessageActRoute: offlineMessageRoutes.act,
    returnVisitListRoute: returnVisitRoutes.list,
    returnVisitActRoute: returnVisitRoutes.act,
  },
  texts: recordsTexts,
})
