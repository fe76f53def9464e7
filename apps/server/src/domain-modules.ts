import type { FastifyPluginAsync } from 'fastify'
import { accessModule } from './modules/access'
import { accountsModule } from './modules/accounts'
import { aiTranslateModule } from './modules/ai-translate'
import { apiDocsModule } from './modules/api-docs'
import { auditModule } from './modules/audit'
import { commandSearchModule } from './modules/command-search'
import { authModule } from './modules/auth'
import { bannersModule } from './modules/banners'
import { referenceDataModule } from './modules/reference-data'
import { callCentreModule } from './modules/call-centre'
import { chatRpaModule } from './modules/chat-rpa'
import { countriesModule } from './modules/countries'
import { dashboardModule } from './modules/dashboard'
import { filesModule } from './modules/files'
import { frontConfigModule } from './modules/front-config'
import { mailSenderModule } from './modules/mail-sender'
import { menusModule } from './modules/menus'
import { messagesModule } from './modules/messages'
import { outboxModule } from './modules/outbox'
import { packageCheckModule } from './modules/package-check'
import { pageHistoryModule } from './modules/page-history'
import { passwordResetModule } from './modules/password-reset'
import { protocolsModule } from './modules/protocols'
import { recordsModule } from './modules/records'
import { registrationModule } from './modules/registration'
import { sessionsModule } from './modules/sessions'
import { smsModule } from './modules/sms'
import { toolsModule } from './modules/tools'
import { workOrdersModule } from './modules/work-orders'
import { knowledgeModule } from './modules/knowledge'
import { healthModule } from './modules/health'
import { customersModule } from './modules/customers'
import { telephonyModule } from './modules/telephony'
import { channelPresenceModule } from './modules/channel-presence'
import { workbenchModule } from './modules/workbench'
import { workingDeskModule } from './modules/working-desk'
import { profileModule } from './modules/profile'
import { staffModule } from './modules/staff'
import { rolesModule } from './modules/roles'
import { tenantsModule } from './modules/tenants'
import { singleSignOnModule } from './modules/single-sign-on'

export type DomainModule = {
  name: string
  plugin: FastifyPluginAsync
  /** Registered only in demo mode. */
  isDemoOnly?: boolean
}

/**
 * Every server domain, registered by app.ts in this order: a new domain is one line here. Access comes first
 * because it decorates every request. Domains with nothing to serve (sms-codes) have no plugin.
 */
export const DOMAIN_MODULES: readonly DomainModule[] = [
  { name: 'access', plugin: accessModule },
  { name: 'sessions', plugin: sessionsModule },
  { name: 'auth', plugin: authModule },
  { name: 'accounts', plugin: accountsModule },
  { name: 'front-config', plugin: frontConfigModule },
  { name: 'tenants', plugin: tenantsModule },
  { name: 'countries', plugin: countriesModule },
  { name: 'protocols', plugin: protocolsModule },
  { name: 'password-reset', plugin: passwordResetModule },
  { name: 'registration', plugin: registrationModule },
  { name: 'sms', plugin: smsModule },
  { name: 'tools', plugin: toolsModule },
  { name: 'menus', plugin: menusModule },
  { name: 'ai-translate', plugin: aiTranslateModule },
  { name: 'package-check', plugin: packageCheckModule },
  { name: 'work-orders', plugin: workOrdersModule },
  { name: 'knowledge', plugin: knowledgeModule },
  { name: 'health', plugin: healthModule },
  { name: 'customers', plugin: customersModule },
  { name: 'messages', plugin: messagesModule },
  { name: 'files', plugin: filesModule },
  { name: 'page-history', plugin: pageHistoryModule },
  { name: 'dashboard', plugin: dashboardModule },
  { name: 'records', plugin: recordsModule },
  { name: 'banners', plugin: bannersModule },
  { name: 'chat-rpa', plugin: chatRpaModule },
  { name: 'telephony', plugin: telephonyModule },
  { name: 'channel-presence', plugin: channelPresenceModule },
  { name: 'workbench', plugin: workbenchModule },
  { name: 'working-desk', plugin: workingDeskModule },
  { name: 'mail-sender', plugin: mailSenderModule },
  { name: 'profile', plugin: profileModule },
  { name: 'reference-data', plugin: referenceDataModule },
  { name: 'call-centre', plugin: callCentreModule },
  { name: 'staff', plugin: staffModule },
  { name: 'roles', plugin: rolesModule },
  { name: 'single-sign-on', plugin: singleSignOnModule },
  { name: 'audit', plugin: auditModule },
  { name: 'command-search', plugin: commandSearchModule },
  { name: 'outbox', plugin: outboxModule, isDemoOnly: true },
  { name: 'api-docs', plugin: apiDocsModule },
]
