import type { PermissionCode } from './permission-catalogue'

/**
 * The §6 codes by what they gate, named for the code that reads them; each value is checked against the
 * catalogue, which holds the labels and groups.
 */
type PermissionNames = Record<string, PermissionCode>

/** Codes every signed-in user holds. */
export const DEFAULT_PERMISSION_CODES = [
  '/',
  '403',
  '404',
  '500',
] as const satisfies readonly PermissionCode[]

export const HEADER_PERMISSIONS = {
  invite: 'portal.invite',
  logExport: 'portal.stat',
  deviceCheck: 'device.test',
  browserTest: 'browser_test',
  voiceTest: 'voice_test',
  abnormalInterface: 'portal.stat.apiErrInfo',
  helperRobotSdk: 'portal.tool.helpeRobotAdmin.sdk',
  volte: 'popCall.volte',
  /** Beyond §6, which names the feature but not its code: a supervisor listens to and joins agents' calls. */
  monitor: 'speech.monitor',
} as const satisfies PermissionNames

export const TOOL_PERMISSIONS = {
  tools: 'portal.tool',
  singleSms: 'sms.single',
  singleEmail: 'email.single',
  ivr: 'portal.tool.IVR',
  onlineAbility: 'online_ability',
  speechAbility: 'speech_ability',
  emailAbility: 'email_ability',
  newPlatform: 'new.platform',
  networkMonitor: 'portal.network.monitor',
  video: 'video',
} as const satisfies PermissionNames

export const DASHBOARD_PERMISSIONS = {
  welcome: 'portal_welcome',
  banner: 'portal_banner',
  todoList: 'portal_todoList',
  history: 'portal_history',
  message: 'portal_message',
  company: 'portal_company',
  invite: 'portal_invite',
} as const satisfies PermissionNames

export const TO_DO_PERMISSIONS = {
  workingPlatform: 'customer.service.staff.working.platform',
  onlineAbility: 'online_ability',
  speechAbility: 'speech_ability',
  offlineMessage: 'working.platform.offlineMessage',
  callTask: 'working.platform.callTask',
  returnVisitPlan: 'working.platform.returnVisitPlan',
  workOrderCentre: 'workorder.center',
  blacklistAudit: 'blackName.center.audit',
} as const satisfies PermissionNames

export const MENU_PERMISSIONS = {
  workingPlatform: 'customer.service.staff.working.platform',
  workingTable: 'customer.service.staff.working.table',
  setting: 'setting',
  settingSpeech: 'setting.speech',
  settingOnline: 'setting.onlineSetting',
  workOrderSetting: 'workorder.setting',
} as const satisfies PermissionNames

/** Settings pages this portal adds for administrators: enterprise announcements and dashboard banners. */
export const SETTINGS_PERMISSIONS = {
  announcements: 'setting.enterpriseNotice',
  banners: 'setting.banner',
  /** Tenant administration (issue 12): staff, roles, switches, brand, single sign-on, reference data, audit. */
  staff: 'setting.staff',
  roles: 'setting.role',
  switches: 'setting.tenantSwitch',
  brand: 'setting.brand',
  singleSignOn: 'setting.sso',
  referenceData: 'setting.referenceData',
  auditTrail: 'setting.audit',
  /** 工单设置 → 工单分类: the work-order categories and their times to resolve (issue 29). */
  workOrderCategories: 'workorder.setting.category',
} as const satisfies PermissionNames

/**
 * The customer centre (user-centre module): its pages and routes, and seeing customers' phone numbers unmasked
 * (§9 masking applies to everyone else, on the server).
 */
export const CUSTOMER_PERMISSIONS = {
  customerCentre: 'usercenter.customerManage',
  phoneView: 'customer.phone.view',
} as const satisfies PermissionNames

/**
 * The call centre's administration (issue 27): each page under 设置 → 呼叫中心设置 and its routes behind its own
 * code, so a tenant can let a team lead run queues without handing over its numbers.
 */
export const CALL_CENTRE_PERMISSIONS = {
  numbers: 'setting.speech.numbers',
  ivr: 'setting.speech.ivr',
  queues: 'setting.speech.queues',
  agentRules: 'setting.speech.agentRules',
  signIn: 'setting.speech.signIn',
  survey: 'setting.speech.survey',
} as const satisfies PermissionNames

/**
 * The knowledge base (智能知识库, module kmp; issue 29): reading and searching the published articles (and sending
 * one to a customer beside a call), writing drafts and sending them to review, and the review itself (the spec's
 * knowledgeAudit: publish, send back, archive). Categories are kept by the writers.
 */
export const KNOWLEDGE_PERMISSIONS = {
  read: 'kmp.knowledge.read',
  edit: 'kmp.knowledge.edit',
  review: 'kmp.knowledge.audit',
} as const satisfies PermissionNames
