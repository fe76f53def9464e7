import { permissionsByGroup, type Locale, type MenuPermissionEntry } from '@portal/contract'

/** One code the role editor offers: its label, and how deep it sits in the menu (0 outside the menu). */
export type PermissionOption = { code: string; label: string; depth: number }
/** A group of codes the role editor shows under one title. */
export type PermissionSection = { key: string; title: string; options: PermissionOption[] }

const nameIn = (entry: MenuPermissionEntry, locale: Locale) =>
  locale === 'en-US' && entry.nameEn ? entry.nameEn : entry.name

/**
 * What the role editor offers, grouped as the menu is: first the tenant's menu entries without sub-entries, then
 * one section per menu entry with sub-entries (itself and its descendants, indented), then the catalogue's
 * role-granted groups (header, tools, dashboard...) with the codes the menu does not already offer; a group named
 * like a menu section joins it.
 * @example buildPermissionSections(menuEntries, 'zh-CN', '菜单')[0] // { key: 'menu', title: '菜单', options: [...] }
 */
export function buildPermissionSections(
  menu: readonly MenuPermissionEntry[],
  locale: Locale,
  menuTitle: string,
): PermissionSection[] {
  const codes = new Set(menu.map((entry) => entry.code))
  const childrenOf = new Map<string | null, MenuPermissionEntry[]>()
  for (const entry of menu) {
    const parent = entry.parentCode !== null && codes.has(entry.parentCode) ? entry.parentCode : null
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), entry])
  }
  const branch = (entry: MenuPermissionEntry, depth: number): PermissionOption[] => [
    { code: entry.code, label: nameIn(entry, locale), depth },
    ...(childrenOf.get(entry.code) ?? []).flatMap((child) => branch(child, depth + 1)),
  ]
  const roots = childrenOf.get(null) ?? []
  const leaves = roots.filter((entry) => !childrenOf.has(entry.code))
  const menuSections: PermissionSection[] = [
    { key: 'menu', title: menuTitle, options: leaves.flatMap((entry) => branch(entry, 0)) },
    ...roots
      .filter((entry) => childrenOf.has(entry.code))
      .map((entry) => ({
        key: `menu:${entry.code}`,
        title: nameIn(entry, locale),
        options: branch(entry, 0),
      })),
  ]
  const catalogueSections = permissionsByGroup()
    .filter((group) => group.isRoleGranted)
    .map((group) => ({
      key: `group:${group.group}`,
      title: group.label[locale],
      options: group.entries
        .filter((entry) => !codes.has(entry.code))
        .map((entry) => ({ code: entry.code, label: entry.label[locale], depth: 0 })),
    }))
  return mergeByTitle([...menuSections, ...catalogueSections]).filter((section) => section.options.length > 0)
}

/** A catalogue group named like a menu section (设置) adds its codes to that section rather than a second one. */
function mergeByTitle(sections: readonly PermissionSection[]): PermissionSection[] {
  const merged: PermissionSection[] = []
  for (const section of sections) {
    const same = merged.find((other) => other.title === section.title)
    if (same) same.options = [...same.options, ...section.options]
    else merged.push({ ...section, options: [...section.options] })
  }
  return merged
}
