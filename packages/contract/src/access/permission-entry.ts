import type { Locale } from '../core/locales'
import type { PermissionGroup } from './permission-groups'

/** One code of the §6 catalogue: what a role editor shows for it, and under which group. */
export type PermissionEntry<Code extends string = string> = {
  code: Code
  group: PermissionGroup
  label: Record<Locale, string>
}

/**
 * One catalogue entry, keeping its code as a literal type so the catalogue can give the PermissionCode union.
 * @example permission('portal.invite', 'header', '邀请', 'Invitation')
 */
export const permission = <const Code extends string>(
  code: Code,
  group: PermissionGroup,
  zhCN: string,
  enUS: string,
): PermissionEntry<Code> => ({ code, group, label: { 'zh-CN': zhCN, 'en-US': enUS } })
