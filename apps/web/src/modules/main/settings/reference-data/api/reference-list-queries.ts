import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import type { EditedListRoutes } from '../reference-list-description'

/** A record of any administered list: its id and its fields. */
export type ReferenceItem = { id: string } & Record<string, unknown>

const REFERENCE_DATA_KEY = ['referenceData'] as const

/** The records of one list, in its order. */
export const useReferenceItems = (routes: EditedListRoutes) =>
  useQuery({
    queryKey: [...REFERENCE_DATA_KEY, routes.list.path],
    queryFn: async ({ signal }) => (await callApi(routes.list, { signal })) as ReferenceItem[],
  })

/** After any change every list is read again: a template shows its signature's name, a group its members. */
const useReferenceMutation = <Input>(run: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERENCE_DATA_KEY }),
  })
}

/** Adds a record, or changes the one with `id`. */
export const useSaveReferenceItem = (routes: EditedListRoutes) =>
  useReferenceMutation(({ id, body }: { id?: string; body: Record<string, unknown> }) => {
    if (id !== undefined) return callApi(routes.update, { params: { id }, body })
    if (!routes.create) throw new Error('this list takes no new records')
    return callApi(routes.create, { body })
  })

export const useDeleteReferenceItem = (routes: EditedListRoutes) =>
  useReferenceMutation(async (id: string) => {
    if (routes.remove) await callApi(routes.remove, { params: { id } })
  })

/** Puts every record of an ordered list in the order of `ids`. */
export const useReorderReferenceItems = (routes: EditedListRoutes) =>
  useReferenceMutation(async (ids: string[]) => {
    if (routes.reorder) await callApi(routes.reorder, { body: { ids } })
  })
