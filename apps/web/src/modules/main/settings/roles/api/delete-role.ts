import { deleteRoleRoute, moveRoleMembersRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { rolesQueryOptions } from './get-roles'

/** Where a role's members go before it is deleted; none when it has no members. */
export type DeleteRoleInput = { id: string; targetRoleId?: string }

/**
 * Deletes a role, first moving its members to `targetRoleId` when given.
 * @returns how many members moved
 */
export const deleteRole = async ({ id, targetRoleId }: DeleteRoleInput): Promise<number> => {
  const moved = targetRoleId
    ? (await callApi(moveRoleMembersRoute, { params: { id }, body: { targetRoleId } })).moved
    : 0
  await callApi(deleteRoleRoute, { params: { id } })
  return moved
}

export const useDeleteRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
  })
}
