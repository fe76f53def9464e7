import type { CallApiInput } from '@/lib/api/call-api'
import { callApi } from '@/lib/api/call-api'
import type { RouteDefinition, RouteResponse } from '@portal/contract'

/** The shape of a contract record route set (contract records/record-routes.ts). */
export type RecordRoutes = {
  openStatus: string
  item: { shape: { status: { options: readonly string[] } } }
  list: RouteDefinition
  act: RouteDefinition
}

export type RecordItem = { id: string; status: string }

/** What a record page needs from the server: its list by status and keyword, and its action on one record. */
export type RecordApi<Item extends RecordItem> = {
  /** The query key of the list. */
  key: string
  statuses: readonly string[]
  openStatus: string
  list: (query: { status: string; keyword?: string }, signal?: AbortSignal) => Promise<Item[]>
  act: (id: string, action: string) => Promise<Item>
}

type ItemOf<R extends RecordRoutes> =
  RouteResponse<R['list']> extends readonly (infer Item extends RecordItem)[] ? Item : never

/**
 * The calls of a contract record route set. The contract's schemas check every answer, so the item type read
 * from the list route holds for what comes back.
 * @example const api = toRecordApi('outbound-tasks', outboundTaskRoutes); await api.list({ status: 'pending' })
 */
export const toRecordApi = <R extends RecordRoutes>(key: string, routes: R): RecordApi<ItemOf<R>> => ({
  key,
  statuses: routes.item.shape.status.options,
  openStatus: routes.openStatus,
  list: (query, signal) =>
    callApi(routes.list, { query, signal } as CallApiInput<R['list']>) as Promise<ItemOf<R>[]>,
  act: (id, action) =>
    callApi(routes.act, { params: { id, action } } as CallApiInput<R['act']>) as Promise<ItemOf<R>>,
})
