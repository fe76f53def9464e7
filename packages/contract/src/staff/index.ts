import { defineDomain } from '../core/define-domain'
import {
  acceptStaffInvitationRoute,
  cancelStaffInvitationRoute,
  createStaffRoute,
  disableStaffRoute,
  enableStaffRoute,
  resendStaffInvitationRoute,
  resetStaffPasswordRoute,
  setStaffPasswordRoute,
  staffListRoute,
  staffOptionsRoute,
  unlockStaffRoute,
  updateStaffRoute,
  viewStaffInvitationRoute,
} from './staff-routes'
import { staffTexts } from './staff-texts'

export * from './staff-schemas'
export * from './staff-routes'

/** Staff administration: the tenant's members, their invitations and set-password links. */
export const staffDomain = defineDomain({
  name: 'staff',
  routes: {
    staffListRoute,
    staffOptionsRoute,
    createStaffRoute,
    updateStaffRoute,
    disableStaffRoute,
    enableStaffRoute,
    unlockStaffRoute,
    resetStaffPasswordRoute,
    setStaffPasswordRoute,
    resendStaffInvitationRoute,
    cancelStaffInvitationRoute,
    viewStaffInvitationRoute,
    acceptStaffInvitationRoute,
  },
  texts: staffTexts,
})
