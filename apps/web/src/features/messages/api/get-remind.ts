import { remindRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

/**
 * What was delivered after the cursor, the unread total and the next cursor; without a cursor, only the current
 * cursor and total. Called by the remind loop, never cached.
 */
export const getRemind = (after: number | undefined) =>
  callApi(remindRoute, { query: after === undefined ? {} : { after } })
