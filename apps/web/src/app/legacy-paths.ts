import type { ProductModule } from '@portal/contract'

/**
 * The module each old main path (/dzfront/portal/main/{name}/...) moved to (spec §2 router guard). The old name
 * stays as the first part of the module path, as the route list's
 * mzz/usercenter/usercenter/userCenter/customerManage/audit shows.
 */
export const LEGACY_MAIN_MODULES = {
  dc: 'main',
  group: 'main',
  userCenter: 'usercenter',
  newRobot: 'intelligent',
  aiEducation: 'intelligent',
  knowledgeAudit: 'kmp',
  knowledgeLogs: 'kmp',
  searchReplace: 'kmp',
} as const satisfies Record<string, ProductModule>

const isLegacyName = (name: string): name is keyof typeof LEGACY_MAIN_MODULES =>
  Object.hasOwn(LEGACY_MAIN_MODULES, name)

/**
 * The module path an old main path moved to, or null when the name is not one of them.
 * @example legacyMainTarget('userCenter', 'customerManage/audit', '?x=1') // '/mzz/usercenter/usercenter/userCenter/customerManage/audit?x=1'
 */
export const legacyMainTarget = (name: string, rest: string, search = ''): string | null => {
  if (!isLegacyName(name)) return null
  const module = LEGACY_MAIN_MODULES[name]
  return `/mzz/${module}/${module}/${name}${rest ? `/${rest}` : ''}${search}`
}
