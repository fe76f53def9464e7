/** The permission codes of spec §6, grouped by where they gate something. */

/** Codes every signed-in user holds. */
export const DEFAULT_PERMISSION_CODES = ['/', '403', '404', '500'] as const

/** Prefix of the codes that stand for a product module the tenant has bought. */
export const PRODUCT_MODULE_CODE_PREFIX = '$dzfront_productModule_'

export const HEADER_PERMISSIONS = {
  invite: 'portal.invite',
  logExport: 'portal.stat',
  deviceCheck: 'device.test',
  browserTest: 'browser_test',
  voiceTest: 'voice_test',
  abnormalInterface: 'portal.stat.apiErrInfo',
  helperRobotSdk: 'portal.tool.helpeRobotAdmin.sdk',
  volte: 'popCall.volte',
} as const

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
} as const

export const DASHBOARD_PERMISSIONS = {
  welcome: 'portal_welcome',
  banner: 'portal_banner',
  todoList: 'portal_todoList',
  history: 'portal_history',
  message: 'portal_message',
  company: 'portal_company',
  invite: 'portal_invite',
} as const

export const TO_DO_PERMISSIONS = {
  workingPlatform: 'customer.service.staff.working.platform',
  onlineAbility: 'online_ability',
  speechAbility: 'speech_ability',
  offlineMessage: 'working.platform.offlineMessage',
  callTask: 'working.platform.callTask',
  returnVisitPlan: 'working.platform.returnVisitPlan',
  workOrderCentre: 'workorder.center',
  blacklistAudit: 'blackName.center.audit',
} as const

export const MENU_PERMISSIONS = {
  workingPlatform: 'customer.service.staff.working.platform',
  workingTable: 'customer.service.staff.working.table',
  setting: 'setting',
  settingSpeech: 'setting.speech',
  settingOnline: 'setting.onlineSetting',
  workOrderSetting: 'workorder.setting',
} as const

/**
 * Entries removed from under these settings menus (spec §6), by the last part of their resource code.
 * @example a `setting.speech.skillGroup` entry under `setting.speech` is never shown
 */
export const SETTINGS_MENU_REMOVALS: Record<string, readonly string[]> = {
  [MENU_PERMISSIONS.settingSpeech]: ['skillGroup', 'callSummary', 'advancedSetting', 'font'],
  [MENU_PERMISSIONS.settingOnline]: ['group', 'session'],
  [MENU_PERMISSIONS.workOrderSetting]: ['group'],
}

/** Settings pages this portal adds for administrators: enterprise announcements and dashboard banners. */
export const SETTINGS_PERMISSIONS = {
  announcements: 'setting.enterpriseNotice',
  banners: 'setting.banner',
} as const

export const PRODUCT_MODULES = [
  'workorder',
  'usercenter',
  'crm',
  'speech',
  'main',
  'platform',
  'intelligent',
  'outbound',
  'g5center',
  'kmp',
] as const
export type ProductModule = (typeof PRODUCT_MODULES)[number]

/**
 * The permission code that stands for a product module.
 * @example productModuleCode('speech') // '$dzfront_productModule_speech'
 */
export const productModuleCode = (module: ProductModule): string => `${PRODUCT_MODULE_CODE_PREFIX}${module}`

/** Every permission code of §6 (module codes aside), for an administrator who holds them all. */
export const ALL_PERMISSION_CODES: readonly string[] = [
  ...new Set([
    ...Object.values(HEADER_PERMISSIONS),
    ...Object.values(TOOL_PERMISSIONS),
    ...Object.values(DASHBOARD_PERMISSIONS),
    ...Object.values(TO_DO_PERMISSIONS),
    ...Object.values(MENU_PERMISSIONS),
    ...Object.values(SETTINGS_PERMISSIONS),
  ]),
]
