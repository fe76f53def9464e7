import type { MenuResource } from '@portal/contract'

/** A menu entry for tests, with the fields a test does not care about filled in. */
export const menuEntry = (
  overrides: Partial<MenuResource> & Pick<MenuResource, 'id' | 'name'>,
): MenuResource => ({
  resourceCode: overrides.id,
  resourceType: 1,
  url: null,
  openType: 3,
  icon: null,
  visible: true,
  module: null,
  parent: null,
  sub: [],
  ...overrides,
})
