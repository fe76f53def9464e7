import {
  MENU_PERMISSIONS,
  RESOURCE_TYPE,
  SETTINGS_MENU_REMOVALS,
  type Locale,
  type MenuResource,
} from '@portal/contract'
import { localizedName } from '../../lib/localized-name'

export type MenuRow = {
  id: string
  parent_id: string | null
  resource_code: string
  resource_type: number
  name: string
  name_en: string | null
  url: string | null
  open_type: number
  icon: string | null
  visible: boolean
  product_module: string | null
}

export type MenuAccess = { permissions: ReadonlySet<string>; modules: ReadonlySet<string> }

const isRemovedSetting = (parentCode: string | null, code: string) =>
  parentCode !== null &&
  (SETTINGS_MENU_REMOVALS[parentCode] ?? []).some((name) => code === `${parentCode}.${name}`)

/**
 * The menu a user sees (spec §2, §6): entries they hold the code of, in modules their tenant has, never buttons;
 * the §6 removals under the settings menus; entries left with neither an address nor children dropped; the
 * settings menu last. Rows come in display order.
 */
export function buildMenuTree(rows: readonly MenuRow[], access: MenuAccess, locale: Locale): MenuResource[] {
  const codeById = new Map(rows.map((row) => [row.id, row.resource_code]))
  const isShown = (row: MenuRow) =>
    row.visible &&
    row.resource_type !== RESOURCE_TYPE.button &&
    access.permissions.has(row.resource_code) &&
    (row.product_module === null || access.modules.has(row.product_module)) &&
    !isRemovedSetting(row.parent_id ? (codeById.get(row.parent_id) ?? null) : null, row.resource_code)

  const childrenOf = (parentId: string | null): MenuResource[] =>
    rows
      .filter((row) => row.parent_id === parentId && isShown(row))
      .map((row) => ({
        id: row.id,
        resourceCode: row.resource_code,
        resourceType: row.resource_type,
        name: localizedName(locale, row.name, row.name_en),
        url: row.url,
        openType: row.open_type,
        icon: row.icon,
        visible: row.visible,
        module: row.product_module,
        parent: parentId ? (codeById.get(parentId) ?? null) : null,
        sub: childrenOf(row.id),
      }))
      .filter((entry) => entry.url !== null || entry.sub.length > 0)

  const roots = childrenOf(null)
  const isSettings = (entry: MenuResource) => entry.resourceCode === MENU_PERMISSIONS.setting
  return [...roots.filter((entry) => !isSettings(entry)), ...roots.filter(isSettings)]
}
