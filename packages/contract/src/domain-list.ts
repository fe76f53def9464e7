import { accessDomain } from './access'
import { accountsDomain } from './accounts'
import { aiTranslateDomain } from './ai-translate'
import { auditDomain } from './audit'
import { authDomain } from './auth'
import { bannersDomain } from './banners'
import { channelPresenceDomain } from './channel-presence'
import { chatRpaDomain } from './chat-rpa'
import { countriesDomain } from './countries'
import { customersDomain } from './customers'
import { dashboardDomain } from './dashboard'
import { filesDomain } from './files'
import { frontConfigDomain } from './front-config'
import { mailSenderDomain } from './mail-sender'
import { menusDomain } from './menus'
import { messagesDomain } from './messages'
import { outboxDomain } from './outbox'
import { packageCheckDomain } from './package-check'
import { pageHistoryDomain } from './page-history'
import { passwordResetDomain } from './password-reset'
import { protocolsDomain } from './protocols'
import { recordsDomain } from './records'
import { registrationDomain } from './registration'
import { sessionsDomain } from './sessions'
import { smsCodesDomain } from './sms-codes'
import { smsDomain } from './sms'
import { toolsDomain } from './tools'
import { telephonyDomain } from './telephony'
import { tenantsDomain } from './tenants'
import { workOrdersDomain } from './work-orders'
import { workbenchDomain } from './workbench'
import { workingDeskDomain } from './working-desk'
import { profileDomain } from './profile'
import { referenceDataDomain } from './reference-data'
import { callCentreDomain } from './call-centre'
import { staffDomain } from './staff'
import { rolesDomain } from './roles'
import { singleSignOnDomain } from './single-sign-on'
import { commandSearchDomain } from './command-search'
import { knowledgeDomain } from './knowledge'
import { healthDomain } from './health'

/**
 * The contract's domains, each listed once: every route, text and permission code is assembled from this list
 * (all-routes.ts, all-texts.ts, all-permission-codes.ts). A new domain is a folder with its manifest (index.ts)
 * and one line here; index.ts re-exports its names.
 */
export const DOMAINS = [
  authDomain,
  sessionsDomain,
  accessDomain,
  accountsDomain,
  tenantsDomain,
  registrationDomain,
  passwordResetDomain,
  smsCodesDomain,
  smsDomain,
  toolsDomain,
  protocolsDomain,
  countriesDomain,
  frontConfigDomain,
  menusDomain,
  messagesDomain,
  chatRpaDomain,
  filesDomain,
  bannersDomain,
  pageHistoryDomain,
  dashboardDomain,
  recordsDomain,
  workOrdersDomain,
  customersDomain,
  telephonyDomain,
  channelPresenceDomain,
  workbenchDomain,
  workingDeskDomain,
  aiTranslateDomain,
  packageCheckDomain,
  outboxDomain,
  mailSenderDomain,
  profileDomain,
  referenceDataDomain,
  callCentreDomain,
  staffDomain,
  rolesDomain,
  singleSignOnDomain,
  auditDomain,
  commandSearchDomain,
  knowledgeDomain,
  healthDomain,
] as const
