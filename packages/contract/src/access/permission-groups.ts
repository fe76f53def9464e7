import type { Locale } from '../core/locales'

type PermissionGroupInfo = {
  label: Record<Locale, string>
  /** Whether a role grants the group's codes; the others come with every session or with the tenant's modules. */
  isRoleGranted: boolean
}

/**
 * The groups of the §6 catalogue, in the order a role editor lists them: where each code gates something.
 * @example Object.keys(PERMISSION_GROUPS)[0] // 'header'
 */
export const PERMISSION_GROUPS = {
  header: { label: { 'zh-CN': '页头与个人中心', 'en-US': 'Header and profile' }, isRoleGranted: true },
  tools: { label: { 'zh-CN': '工具', 'en-US': 'Tools' }, isRoleGranted: true },
  dashboard: { label: { 'zh-CN': '首页模块', 'en-US': 'Dashboard blocks' }, isRoleGranted: true },
  toDo: { label: { 'zh-CN': '待办事项', 'en-US': 'To-do items' }, isRoleGranted: true },
  menu: { label: { 'zh-CN': '菜单', 'en-US': 'Menu codes' }, isRoleGranted: true },
  settings: { label: { 'zh-CN': '设置', 'en-US': 'Settings' }, isRoleGranted: true },
  callCentre: { label: { 'zh-CN': '呼叫中心设置', 'en-US': 'Call-centre settings' }, isRoleGranted: true },
  userCentre: { label: { 'zh-CN': '客户中心', 'en-US': 'Customer centre' }, isRoleGranted: true },
  knowledge: { label: { 'zh-CN': '知识库', 'en-US': 'Knowledge base' }, isRoleGranted: true },
  productModule: {
    label: {
      'zh-CN': '产品模块（含消息分类）',
      'en-US': 'Product modules (they also gate message categories)',
    },
    isRoleGranted: false,
  },
  default: {
    label: { 'zh-CN': '所有用户默认拥有', 'en-US': 'Held by every signed-in user' },
    isRoleGranted: false,
  },
} as const satisfies Record<string, PermissionGroupInfo>

export type PermissionGroup = keyof typeof PERMISSION_GROUPS
