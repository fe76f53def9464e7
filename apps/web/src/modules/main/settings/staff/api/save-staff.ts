import {
  createStaffRoute,
  updateStaffRoute,
  type StaffCreateForm,
  type StaffEditForm,
} from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { STAFF_QUERY_KEY } from './get-staff'

export type SaveStaffInput = { id: string; body: StaffEditForm } | { id?: undefined; body: StaffCreateForm }

/** Creates a member (who is e-mailed a set-password link), or changes the one with `id`. */
export const saveStaff = (input: SaveStaffInput) =>
  input.id === undefined
    ? callApi(createStaffRoute, { body: input.body })
    : callApi(updateStaffRoute, { params: { id: input.id }, body: input.body })

export const useSaveStaff = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  })
}
