import type { RouteDefinition } from './define-route'
import {
  extendTicketExchangeRoute,
  extendTicketRoute,
  helperComponentListRoute,
  menuTreeRoute,
  saveHelperComponentRoute,
  saveMenuUrlRoute,
  tenantModulesRoute,
} from './shell/menu-routes'
import { packageInfoRoute, translateRoute } from './tools/tool-routes'
import {
  resolveWorkOrderRoute,
  workOrderDetailRoute,
  workOrderListRoute,
} from './workorders/workorder-routes'
import {
  accountTenantsRoute,
  captchaRoute,
  changePasswordRoute,
  loginChallengeRoute,
  loginRoute,
  loginSmsCodeRoute,
  logoutRoute,
  protocolListRoute,
  secondAuthSmsCodeRoute,
  secondAuthValidateRoute,
  tokenRoute,
  unlockAccountRoute,
} from './auth/auth-routes'
import { resetPasswordRoute, resetSmsCodeRoute } from './auth/password-reset-routes'
import { frontConfigRoute } from './config/config-routes'
import { allCountryRoute } from './config/country-routes'
import { outboxRoute } from './dev/outbox-routes'
import {
  companyTypesRoute,
  registerActivationRoute,
  registerResendRoute,
  registerRoute,
  registerSmsCodeRoute,
  registerValidateRoute,
} from './registration/registration-routes'
import {
  markAllReadRoute,
  markCollectedRoute,
  markReadRoute,
  messageDetailRoute,
  messageListRoute,
  noticeTypesRoute,
  remindRoute,
  unreadCountsRoute,
} from './messages/message-routes'
import {
  announcementListRoute,
  audienceRolesRoute,
  publishAnnouncementRoute,
  withdrawAnnouncementRoute,
} from './messages/announcement-routes'
import { systemAnnouncementRoute } from './messages/system-announcement-routes'
import { chatRobotAccountRoute, chatRobotQrCodeRoute, chatRobotQrScanRoute } from './messages/chat-rpa-routes'
import { downloadAllFilesRoute, downloadFileRoute, uploadFileRoute } from './files/file-routes'
import {
  bannerListRoute,
  companyDetailRoute,
  deleteBannerRoute,
  pageHistoryRoute,
  recordPageVisitRoute,
  saveBannerRoute,
  todoCountRoute,
  updateBannerRoute,
} from './dashboard/dashboard-routes'
import {
  blacklistAuditRoutes,
  offlineMessageRoutes,
  outboundTaskRoutes,
  returnVisitRoutes,
} from './records/record-routes'

/** Every route of the contract: the server must serve each one (a test checks it). */
export const ALL_ROUTES: readonly RouteDefinition[] = [
  loginChallengeRoute,
  accountTenantsRoute,
  loginRoute,
  logoutRoute,
  tokenRoute,
  frontConfigRoute,
  outboxRoute,
  captchaRoute,
  loginSmsCodeRoute,
  secondAuthSmsCodeRoute,
  secondAuthValidateRoute,
  changePasswordRoute,
  protocolListRoute,
  unlockAccountRoute,
  resetSmsCodeRoute,
  resetPasswordRoute,
  allCountryRoute,
  companyTypesRoute,
  registerSmsCodeRoute,
  registerValidateRoute,
  registerRoute,
  registerResendRoute,
  registerActivationRoute,
  menuTreeRoute,
  tenantModulesRoute,
  helperComponentListRoute,
  saveHelperComponentRoute,
  saveMenuUrlRoute,
  extendTicketRoute,
  extendTicketExchangeRoute,
  translateRoute,
  packageInfoRoute,
  workOrderListRoute,
  workOrderDetailRoute,
  resolveWorkOrderRoute,
  messageListRoute,
  messageDetailRoute,
  unreadCountsRoute,
  markReadRoute,
  markCollectedRoute,
  markAllReadRoute,
  remindRoute,
  noticeTypesRoute,
  announcementListRoute,
  publishAnnouncementRoute,
  withdrawAnnouncementRoute,
  audienceRolesRoute,
  systemAnnouncementRoute,
  chatRobotAccountRoute,
  chatRobotQrCodeRoute,
  chatRobotQrScanRoute,
  uploadFileRoute,
  downloadFileRoute,
  downloadAllFilesRoute,
  todoCountRoute,
  companyDetailRoute,
  pageHistoryRoute,
  recordPageVisitRoute,
  bannerListRoute,
  saveBannerRoute,
  updateBannerRoute,
  deleteBannerRoute,
  ...[blacklistAuditRoutes, outboundTaskRoutes, offlineMessageRoutes, returnVisitRoutes].flatMap(
    (records) => [records.list, records.act],
  ),
]
