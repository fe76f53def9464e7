import { describe, expect, it } from 'vitest'
import { ALL_PERMISSION_CODES } from '../all-permission-codes'
import { ALL_ROUTES } from '../all-routes'
import { LOCALES } from '../core/locales'
import { MESSAGE_CATEGORY_PERMISSIONS } from '../messages/message-types'
import { SETTINGS_MENU_REMOVALS } from '../menus/settings-menu-removals'
import { PRODUCT_MODULES } from '../tenants/product-modules'
import { PERMISSION_CATALOGUE } from './permission-catalogue'
import {
  CALL_CENTRE_PERMISSIONS,
  DASHBOARD_PERMISSIONS,
  DEFAULT_PERMISSION_CODES,
  HEADER_PERMISSIONS,
  MENU_PERMISSIONS,
  SETTINGS_PERMISSIONS,
  CUSTOMER_PERMISSIONS,
  KNOWLEDGE_PERMISSIONS,
  TO_DO_PERMISSIONS,
  TOOL_PERMISSIONS,
} from './permission-codes'
import { PERMISSION_GROUPS } from './permission-groups'
import { permissionsByGroup } from './permissions-by-group'
import { productModuleCode } from './product-module-codes'

const catalogueCodes: readonly string[] = PERMISSION_CATALOGUE.map((entry) => entry.code)
const ROLE_GRANTED = [
  HEADER_PERMISSIONS,
  TOOL_PERMISSIONS,
  DASHBOARD_PERMISSIONS,
  TO_DO_PERMISSIONS,
  MENU_PERMISSIONS,
  SETTINGS_PERMISSIONS,
  CALL_CENTRE_PERMISSIONS,
  CUSTOMER_PERMISSIONS,
  KNOWLEDGE_PERMISSIONS,
]

describe('the permission catalogue', () => {
  it('lists every code once, with a label in every language and a known group', () => {
    expect(catalogueCodes.filter((code, index) => catalogueCodes.indexOf(code) !== index)).toEqual([])
    for (const entry of PERMISSION_CATALOGUE) {
      expect(Object.keys(PERMISSION_GROUPS), entry.code).toContain(entry.group)
      for (const locale of LOCALES) expect(entry.label[locale].trim(), `${entry.code} ${locale}`).not.toBe('')
    }
  })

  it('holds every code the portal checks: constants, defaults, modules, routes and message categories', () => {
    const used = [
      ...ROLE_GRANTED.flatMap((names) => Object.values(names)),
      ...DEFAULT_PERMISSION_CODES,
      ...PRODUCT_MODULES.map(productModuleCode),
      ...ALL_ROUTES.flatMap((route) => (route.permission ? [route.permission] : [])),
      ...Object.values(MESSAGE_CATEGORY_PERMISSIONS).flat(2),
      ...Object.keys(SETTINGS_MENU_REMOVALS),
    ]
    for (const code of used) expect(catalogueCodes, code).toContain(code)
  })

  it('lets a role grant exactly the header, tools, dashboard, to-do, menu, settings, call-centre, customer-centre and knowledge codes', () => {
    expect(ALL_PERMISSION_CODES).toEqual([...new Set(ROLE_GRANTED.flatMap((names) => Object.values(names)))])
  })

  it('lists every code under its group for a role editor, groups in order', () => {
    const listing = permissionsByGroup()
    expect(listing.map((group) => group.group)).toEqual(Object.keys(PERMISSION_GROUPS))
    expect(listing.flatMap((group) => group.entries.map((entry) => entry.code)).sort()).toEqual(
      [...catalogueCodes].sort(),
    )
    expect(listing[0]).toMatchObject({ group: 'header', label: { 'en-US': 'Header and profile' } })
  })
})
