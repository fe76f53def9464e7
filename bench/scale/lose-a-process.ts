import type { ReconnectingPushPage } from '../../e2e/support/reconnecting-push-page'
import type { PortalServer } from '../../e2e/support/portal-server'
import { countPageOpens, pagesDroppedSince, waitUntilReopened } from '../page-reconnections'
import { percentile } from '../percentile'

/** One process killed with SIGKILL: its pages, and how long until they were open again through the balancer. */
export type ProcessLoss = {
  pid: number
  /** Pages whose socket dropped with the process (every one of them opened again, or is still closed). */
  droppedPages: number
  /** From the kill until every dropped page was open again; null when some were not within the bound. */
  allOpenAgainMs: number | null
  openAgainP50Ms: number
  openAgainP90Ms: number
  /** Reconnection attempts refused before a page got through (the balancer had not taken the process out yet). */
  refusals: number
}

/** How long the dropped pages get to open again before the figure says they did not. */
const REOPEN_BOUND_MS = 60_000
/** After the first page is seen closed, how long the others get to notice, before counting which dropped. */
const NOTICE_MS = 1_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Kills `victim` with SIGKILL (no goodbye to its sockets) and times its pages' reconnection through the balancer:
 * every page of `pages` whose socket dropped, until each is open again.
 * @example const loss = await killOneProcess(portal.processes[1], allPages)
 */
export async function killOneProcess(
  victim: PortalServer,
  pages: readonly ReconnectingPushPage[],
): Promise<ProcessLoss> {
  const opens = countPageOpens(pages)
  const killedAt = performance.now()
  victim.signal('SIGKILL')
  await victim.exited
  while (pages.every((page) => page.isOpen()) && performance.now() - killedAt < 5_000) await pause(20)
  await pause(NOTICE_MS)
  await waitUntilReopened(pages, pagesDroppedSince(opens), killedAt, REOPEN_BOUND_MS)
  // Counted again at the end: a page that noticed late is one of them too.
  const dropped = pagesDroppedSince(opens)
  const openAgainMs = dropped.map((page) => page.lastOpenedAt() - killedAt)
  const isEveryOpen = dropped.every((page) => page.isOpen() && page.lastOpenedAt() > killedAt)
  return {
    pid: victim.pid,
    droppedPages: dropped.length,
    allOpenAgainMs: isEveryOpen ? Math.max(0, ...openAgainMs) : null,
    openAgainP50Ms: percentile(openAgainMs, 50),
    openAgainP90Ms: percentile(openAgainMs, 90),
    refusals: dropped.reduce((sum, page) => sum + page.refusals(), 0),
  }
}
