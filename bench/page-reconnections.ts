import type { ReconnectingPushPage } from '../e2e/support/reconnecting-push-page'

/** How many times each page had opened at some moment (a kill, say), to tell afterwards which pages dropped. */
export type PageOpens = Map<ReconnectingPushPage, number>

export const countPageOpens = (pages: readonly ReconnectingPushPage[]): PageOpens =>
  new Map(pages.map((page) => [page, page.opens()]))

/** The pages closed now, or opened again, since `before` was counted. */
export const pagesDroppedSince = (before: PageOpens): ReconnectingPushPage[] =>
  [...before].filter(([page, opens]) => !page.isOpen() || page.opens() > opens).map(([page]) => page)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until every one of `pages` is open and each of `dropped` has opened again after `since` (performance.now()):
 * the slowest dropped page's time from `since`, or null when that takes longer than `boundMs`.
 * @example const reconnectMs = await waitUntilReopened(pages, pagesDroppedSince(opens), killedAt, 10_000)
 */
export async function waitUntilReopened(
  pages: readonly ReconnectingPushPage[],
  dropped: readonly ReconnectingPushPage[],
  since: number,
  boundMs: number,
): Promise<number | null> {
  while (performance.now() - since < boundMs) {
    if (pages.every((page) => page.isOpen()) && dropped.every((page) => page.lastOpenedAt() > since))
      return Math.max(0, ...dropped.map((page) => page.lastOpenedAt() - since))
    await pause(20)
  }
  return null
}
