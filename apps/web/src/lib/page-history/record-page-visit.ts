import { recordPageVisitRoute } from '@portal/contract'
import { callApi } from '../api/call-api'

/** What one navigation records (spec §3 navigation history record); `resourceCode` is JSON text. */
export type PageVisit = { title: string; url: string; pageCode: string; resourceCode: string }

/** Records a navigation (spec §7, fire and forget): a failure only means one history entry less. */
export const recordPageVisit = (visit: PageVisit): Promise<void> =>
  callApi(recordPageVisitRoute, { body: visit }).then(
    () => undefined,
    () => undefined,
  )
