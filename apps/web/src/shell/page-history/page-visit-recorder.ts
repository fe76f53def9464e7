import type { PageVisit } from '@/lib/page-history/record-page-visit'

/**
 * Sends each visit once: a visit to the same url as the one before it (a re-render, a tab refresh, a second
 * effect run) is not sent again. Null visits are ignored and do not reset the last url.
 * @example const record = createPageVisitRecorder(send); record(visit); record(visit) // sends once
 */
export const createPageVisitRecorder = (send: (visit: PageVisit) => void) => {
  let lastUrl: string | null = null
  return (visit: PageVisit | null): void => {
    if (!visit || visit.url === lastUrl) return
    lastUrl = visit.url
    send(visit)
  }
}
