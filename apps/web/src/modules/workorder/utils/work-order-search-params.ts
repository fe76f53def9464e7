import { WORK_ORDER_PAGE_SIZE, workOrderSearchSchema, type WorkOrderSearchParsed } from '@portal/contract'

/** The list's search as the address holds it; the filters a link may set (the dashboard's overdue count). */
export const SEARCH_PARAM_NAMES = [
  'filterMenu',
  'keyword',
  'status',
  'assigneeId',
  'groupId',
  'categoryId',
  'due',
  'page',
] as const
type ParamName = (typeof SEARCH_PARAM_NAMES)[number]

/**
 * The list's search from the address: each parameter the contract accepts, the others dropped (a stale link still
 * opens the list).
 * @example readWorkOrderSearch(new URLSearchParams('filterMenu=pending&due=overdue')) // { filterMenu: 'pending', due: 'overdue', page: 1 }
 */
export const readWorkOrderSearch = (params: URLSearchParams): WorkOrderSearchParsed => {
  const search: Record<string, unknown> = {}
  for (const name of SEARCH_PARAM_NAMES) {
    const value = params.get(name)
    const checked = value ? workOrderSearchSchema.shape[name].safeParse(value) : null
    if (checked?.success) search[name] = checked.data
  }
  return { filterMenu: 'all', page: 1, pageSize: WORK_ORDER_PAGE_SIZE, ...search }
}

/**
 * The address's parameters after a change of the search: a change of anything but the page starts at page 1.
 * @example writeWorkOrderSearch(params, { due: 'overdue' }) // page dropped, due=overdue set
 */
export const writeWorkOrderSearch = (
  params: URLSearchParams,
  change: Partial<Record<ParamName, string | number | null | undefined>>,
): URLSearchParams => {
  const next = new URLSearchParams(params)
  if (!('page' in change)) next.delete('page')
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '' || (name === 'page' && value === 1))
      next.delete(name)
    else next.set(name, String(value))
  }
  return next
}
