import { recordPageVisitRoute } from '@portal/contract'
import { callApi } from '@/lib/call-api'
import type { PageVisit } from '../utils/build-page-visit'

/** Records a navigation (spec §7, fire and forget): a failure only means one history entry less. */
export const recordPageVisit = (visit: PageVisit): Promise<void> =>
  callApi(recordPageVisitRoute, { body: visit }).then(
    () => undefined,
    () => undefined,
  )
