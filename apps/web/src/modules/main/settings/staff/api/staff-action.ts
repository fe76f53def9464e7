import {
  cancelStaffInvitationRoute,
  disableStaffRoute,
  enableStaffRoute,
  resendStaffInvitationRoute,
  resetStaffPasswordRoute,
  unlockStaffRoute,
} from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { STAFF_QUERY_KEY } from './get-staff'

const ROUTES = {
  disable: disableStaffRoute,
  enable: enableStaffRoute,
  unlock: unlockStaffRoute,
  resetPassword: resetStaffPasswordRoute,
  resendInvitation: resendStaffInvitationRoute,
  cancelInvitation: cancelStaffInvitationRoute,
} as const

/** What an administrator does to one member from the list's row. */
export type StaffAction = keyof typeof ROUTES

export const runStaffAction = ({ action, id }: { action: StaffAction; id: string }) =>
  callApi(ROUTES[action], { params: { id } })

export const useStaffAction = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runStaffAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  })
}
