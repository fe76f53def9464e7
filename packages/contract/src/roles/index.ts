import { defineDomain } from '../core/define-domain'
import { accessChangedPush } from './role-push-messages'
import {
  assignMemberRoleRoute,
  createRoleRoute,
  deleteRoleRoute,
  moveRoleMembersRoute,
  roleListRoute,
  roleMenuCodesRoute,
  updateRoleRoute,
} from './role-routes'
import { rolesTexts } from './roles-texts'

export * from './role-schemas'
export * from './role-routes'
export * from './role-push-messages'
export * from './role-grantable-codes'

/** The tenant's roles: their permission codes, their members, and the push that tells members their access changed. */
export const rolesDomain = defineDomain({
  name: 'roles',
  routes: {
    roleListRoute,
    roleMenuCodesRoute,
    createRoleRoute,
    updateRoleRoute,
    deleteRoleRoute,
    moveRoleMembersRoute,
    assignMemberRoleRoute,
  },
  texts: rolesTexts,
  pushMessages: [accessChangedPush],
})
