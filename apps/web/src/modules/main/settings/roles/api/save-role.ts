import { createRoleRoute, updateRoleRoute, type RoleForm } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { rolesQueryOptions } from './get-roles'

export type SaveRoleInput = { id?: string; body: RoleForm }

/** Creates a role, or replaces the names and codes of the one with `id`. */
export const saveRole = ({ id, body }: SaveRoleInput) =>
  id ? callApi(updateRoleRoute, { params: { id }, body }) : callApi(createRoleRoute, { body })

export const useSaveRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
  })
}
