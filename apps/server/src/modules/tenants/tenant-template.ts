import {
  ALL_PERMISSION_CODES,
  CALL_CENTRE_PERMISSIONS,
  CUSTOMER_PERMISSIONS,
  DASHBOARD_PERMISSIONS,
  HEADER_PERMISSIONS,
  KNOWLEDGE_PERMISSIONS,
  MENU_PERMISSIONS,
  SETTINGS_PERMISSIONS,
  TO_DO_PERMISSIONS,
  TOOL_PERMISSIONS,
} from '@portal/contract'

const SETTING_NAMES: Record<string, [string, string]> = {
  skillGroup: ['技能组', 'Skill groups'],
  callSummary: ['通话小结', 'Call summaries'],
  advancedSetting: ['高级设置', 'Advanced settings'],
  font: ['字体设置', 'Fonts'],
  group: ['分组设置', 'Groups'],
  session: ['会话设置', 'Sessions'],
  quickReply: ['快捷回复', 'Quick replies'],
  template: ['工单模板', 'Templates'],
  category: ['工单分类', 'Categories'],
}

/** The tenant administration pages under 设置, each gated by its own code (issue 12). */
export const TENANT_ADMINISTRATION_PAGES = [
  { code: SETTINGS_PERMISSIONS.staff, name: '员工管理', nameEn: 'Staff', page: 'staff' },
  { code: SETTINGS_PERMISSIONS.roles, name: '角色管理', nameEn: 'Roles', page: 'role' },
  { code: SETTINGS_PERMISSIONS.switches, name: '功能开关', nameEn: 'Switches', page: 'tenantSwitch' },
  { code: SETTINGS_PERMISSIONS.brand, name: '品牌设置', nameEn: 'Brand', page: 'brand' },
  { code: SETTINGS_PERMISSIONS.singleSignOn, name: '单点登录', nameEn: 'Single sign-on', page: 'sso' },
  {
    code: SETTINGS_PERMISSIONS.referenceData,
    name: '基础数据',
    nameEn: 'Reference data',
    page: 'referenceData',
  },
  { code: SETTINGS_PERMISSIONS.auditTrail, name: '操作审计', nameEn: 'Audit trail', page: 'audit' },
] as const

/** The call centre's administration pages under 设置 → 呼叫中心设置, each gated by its own code (issue 27). */
export const CALL_CENTRE_ADMINISTRATION_PAGES = [
  { code: CALL_CENTRE_PERMISSIONS.numbers, name: '号码管理', nameEn: 'Numbers', page: 'numbers' },
  { code: CALL_CENTRE_PERMISSIONS.ivr, name: 'IVR 设置', nameEn: 'IVR', page: 'ivr' },
  { code: CALL_CENTRE_PERMISSIONS.queues, name: '队列设置', nameEn: 'Queues', page: 'queues' },
  { code: CALL_CENTRE_PERMISSIONS.agentRules, name: '坐席规则', nameEn: 'Agent rules', page: 'agentRules' },
  { code: CALL_CENTRE_PERMISSIONS.signIn, name: '签入方式', nameEn: 'Sign-in modes', page: 'signIn' },
  { code: CALL_CENTRE_PERMISSIONS.survey, name: '满意度调查', nameEn: 'Satisfaction survey', page: 'survey' },
] as const

// One template for every new tenant: the demo seed writes it into the demo tenants, and activation into a
// newly registered one, so that both start with the same roles and menu.

type MenuTemplateEntry = {
  code: string
  type: 1 | 2 | 3
  name: string
  nameEn: string
  url: string | null
  parent: string | null
  /** The product module the entry belongs to; it shows only to tenants that have the module. */
  module?: string
  /** 1 inside the extend frame, 2 a new window, 3 a router push (the default). */
  openType?: 1 | 2 | 3
}

const entry = (
  code: string,
  name: string,
  nameEn: string,
  url: string | null,
  more: Partial<MenuTemplateEntry> = {},
) => ({ code, type: more.parent ? 2 : 1, name, nameEn, url, parent: null, ...more }) as MenuTemplateEntry

const mzz = (path: string) => `/dzfront/portal/mzz/${path}`

/** The menu tree every tenant starts with (spec §3 menu resource). */
export const DEFAULT_MENU: readonly MenuTemplateEntry[] = [
  entry('portal', '首页', 'Home', '/dzfront/portal/portal'),
  entry(MENU_PERMISSIONS.workingPlatform, '工作台', 'Workbench', '/dzfront/portal/platformPort', {
    module: 'platform',
  }),
  entry(TO_DO_PERMISSIONS.workOrderCentre, '工单中心', 'Work orders', null, { module: 'workorder' }),
  entry('workorder.list', '工单列表', 'Work order list', mzz('workorder/workorder/front/main/order'), {
    parent: TO_DO_PERMISSIONS.workOrderCentre,
    module: 'workorder',
  }),
  entry('workorder.export', '导出工单', 'Export work orders', null, {
    type: 3,
    parent: 'workorder.list',
    module: 'workorder',
  }),
  entry('usercenter', '客户中心', 'Customer centre', null, { module: 'usercenter' }),
  entry(
    CUSTOMER_PERMISSIONS.customerCentre,
    '客户管理',
    'Customers',
    mzz('usercenter/usercenter/userCenter/customerManage/list'),
    {
      parent: 'usercenter',
      module: 'usercenter',
    },
  ),
  entry(
    'usercenter.highSeas',
    '公海',
    'High seas',
    mzz('usercenter/usercenter/userCenter/customerManage/highSeas'),
    {
      parent: 'usercenter',
      module: 'usercenter',
    },
  ),
  entry(
    TO_DO_PERMISSIONS.blacklistAudit,
    '黑名单审核',
    'Blacklist audit',
    mzz('usercenter/usercenter/userCenter/customerManage/audit'),
    {
      parent: 'usercenter',
      module: 'usercenter',
    },
  ),
  entry(TOOL_PERMISSIONS.speechAbility, '呼叫中心', 'Call centre', null, { module: 'speech' }),
  entry(
    'speech.outboundTask',
    '外呼任务',
    'Outbound tasks',
    mzz('speech/speech/front/main/setting/speech/outboundTask/list'),
    {
      parent: TOOL_PERMISSIONS.speechAbility,
      module: 'speech',
    },
  ),
  entry(
    HEADER_PERMISSIONS.monitor,
    '实时监控',
    'Live monitor',
    mzz('speech/speech/front/main/monitor/wall'),
    {
      parent: TOOL_PERMISSIONS.speechAbility,
      module: 'speech',
    },
  ),
  entry('kmp', '知识库', 'Knowledge base', mzz('kmp/kmp/front/main/list'), { module: 'kmp' }),
  entry('help.agreement', '服务协议', 'Service agreement', '/protocols/user-agreement.zh-CN.html', {
    openType: 1,
  }),
  entry('help.privacy', '隐私政策', 'Privacy policy', '/protocols/privacy-policy.zh-CN.html', {
    openType: 2,
  }),
  entry(MENU_PERMISSIONS.setting, '设置', 'Settings', null),
  entry(MENU_PERMISSIONS.settingSpeech, '呼叫中心设置', 'Call-centre settings', null, {
    parent: MENU_PERMISSIONS.setting,
    module: 'speech',
  }),
  ...['skillGroup', 'callSummary', 'advancedSetting', 'font'].map((name) =>
    entry(
      `${MENU_PERMISSIONS.settingSpeech}.${name}`,
      SETTING_NAMES[name]?.[0] ?? name,
      SETTING_NAMES[name]?.[1] ?? name,
      mzz(`speech/speech/front/main/setting/${name}`),
      {
        parent: MENU_PERMISSIONS.settingSpeech,
        module: 'speech',
      },
    ),
  ),
  ...CALL_CENTRE_ADMINISTRATION_PAGES.map(({ code, name, nameEn, page }) =>
    entry(code, name, nameEn, mzz(`speech/speech/front/main/setting/${page}`), {
      parent: MENU_PERMISSIONS.settingSpeech,
      module: 'speech',
    }),
  ),
  entry(MENU_PERMISSIONS.settingOnline, '在线客服设置', 'Online-service settings', null, {
    parent: MENU_PERMISSIONS.setting,
    module: 'main',
  }),
  ...['group', 'session', 'quickReply'].map((name) =>
    entry(
      `${MENU_PERMISSIONS.settingOnline}.${name}`,
      SETTING_NAMES[name]?.[0] ?? name,
      SETTING_NAMES[name]?.[1] ?? name,
      mzz(`main/main/setting/online/${name}`),
      {
        parent: MENU_PERMISSIONS.settingOnline,
        module: 'main',
      },
    ),
  ),
  entry(MENU_PERMISSIONS.workOrderSetting, '工单设置', 'Work-order settings', null, {
    parent: MENU_PERMISSIONS.setting,
    module: 'workorder',
  }),
  ...['group', 'template', 'category'].map((name) =>
    entry(
      `${MENU_PERMISSIONS.workOrderSetting}.${name}`,
      SETTING_NAMES[name]?.[0] ?? name,
      SETTING_NAMES[name]?.[1] ?? name,
      mzz(`workorder/workorder/front/main/setting/${name}`),
      {
        parent: MENU_PERMISSIONS.workOrderSetting,
        module: 'workorder',
      },
    ),
  ),
  entry(
    SETTINGS_PERMISSIONS.announcements,
    '企业公告',
    'Enterprise announcements',
    mzz('main/main/setting/enterpriseNotice'),
    { parent: MENU_PERMISSIONS.setting, module: 'main' },
  ),
  entry(SETTINGS_PERMISSIONS.banners, '首页轮播图', 'Home banners', mzz('main/main/setting/banner'), {
    parent: MENU_PERMISSIONS.setting,
    module: 'main',
  }),
  ...TENANT_ADMINISTRATION_PAGES.map(({ code, name, nameEn, page }) =>
    entry(code, name, nameEn, mzz(`main/main/setting/${page}`), {
      parent: MENU_PERMISSIONS.setting,
      module: 'main',
    }),
  ),
]

const agentCodes = [
  'portal',
  MENU_PERMISSIONS.workingPlatform,
  MENU_PERMISSIONS.workingTable,
  TOOL_PERMISSIONS.speechAbility,
  TOOL_PERMISSIONS.onlineAbility,
  TOOL_PERMISSIONS.tools,
  TOOL_PERMISSIONS.singleSms,
  TOOL_PERMISSIONS.singleEmail,
  'speech.outboundTask',
  'workorder.list',
  TO_DO_PERMISSIONS.workOrderCentre,
  'usercenter',
  CUSTOMER_PERMISSIONS.customerCentre,
  'usercenter.highSeas',
  'kmp',
  KNOWLEDGE_PERMISSIONS.read,
  'help.agreement',
  'help.privacy',
  HEADER_PERMISSIONS.deviceCheck,
  HEADER_PERMISSIONS.browserTest,
  HEADER_PERMISSIONS.voiceTest,
  ...Object.values(DASHBOARD_PERMISSIONS),
  TO_DO_PERMISSIONS.workingPlatform,
  TO_DO_PERMISSIONS.offlineMessage,
  TO_DO_PERMISSIONS.callTask,
  TO_DO_PERMISSIONS.returnVisitPlan,
]

/** The customer fields every tenant's dictionary starts with (§7 basicCustomerDictList): code and names. */
export const DEFAULT_CUSTOMER_FIELDS = [
  { code: 'level', name: '客户等级', nameEn: 'Level' },
  { code: 'source', name: '客户来源', nameEn: 'Source' },
  { code: 'region', name: '所在地区', nameEn: 'Region' },
] as const

/** The roles every tenant starts with; a registrant becomes its administrator. */
export const DEFAULT_ROLES = {
  administrator: {
    name: '管理员',
    nameEn: 'Administrator',
    permissions: [...new Set([...ALL_PERMISSION_CODES, ...DEFAULT_MENU.map((entry) => entry.code)])],
  },
  agent: { name: '坐席', nameEn: 'Agent', permissions: [...new Set(agentCodes)] },
} as const

/** The role a registrant gets in the tenant their registration creates. */
export const ADMINISTRATOR_ROLE_CODE = 'administrator' satisfies keyof typeof DEFAULT_ROLES

/** What a self-registered trial tenant may use until it holds a licence (like the demo's trial tenant). */
export const TRIAL_TENANT_LIMITS = {
  users: 5,
  speechSeats: 2,
  onlineStaff: 2,
  aiSeats: 0,
  callInSeats: 0,
  /** Active numbers (DID): the starter number and one more. */
  numbers: 2,
} as const
