import { keepPushPageOpen, type ReconnectingPushPage } from '../../e2e/support/reconnecting-push-page'
import { forEachAtMost } from '../for-each-at-most'
import { CONNECT_CONCURRENCY } from '../open-push-sockets'
import type { BenchAgentSession } from '../seed-bench-agents'
import { watchMonitorBoard, type BoardRead, type MonitorBoardWatch } from '../watch-monitor-board'

export type SupervisorBoards = {
  pages: ReconnectingPushPage[]
  /** Every board read that answered, of every supervisor, while they were watched. */
  reads: () => BoardRead[]
  pushes: () => number
  failures: () => { count: number; first: string | null }
  stop: () => Promise<void>
}

/**
 * Each supervisor's live board as the page keeps it (a read on each MONITOR_BOARD push), on a page kept open
 * through `origin`: after a reconnection the board is read on the new socket's pushes. `onRead` gets every read.
 * @example const boards = await watchSupervisorBoards(origin, supervisors, (read) => ledger.saw(read))
 */
export async function watchSupervisorBoards(
  origin: string,
  supervisors: readonly BenchAgentSession[],
  onRead: (read: BoardRead) => void,
): Promise<SupervisorBoards> {
  const watches: MonitorBoardWatch[] = []
  const pages: ReconnectingPushPage[] = []
  await forEachAtMost(supervisors, CONNECT_CONCURRENCY, async ({ cookie }) => {
    pages.push(
      await keepPushPageOpen(origin, cookie, (socket) =>
        watches.push(watchMonitorBoard(origin, cookie, socket, onRead)),
      ),
    )
  })
  return {
    pages,
    reads: () => watches.flatMap((watch) => watch.reads()),
    pushes: () => watches.reduce((sum, watch) => sum + watch.pushes(), 0),
    failures: () => {
      const all = watches.map((watch) => watch.failures())
      return {
        count: all.reduce((sum, each) => sum + each.count, 0),
        first: all.find((each) => each.first)?.first ?? null,
      }
    },
    stop: async () => {
      for (const page of pages) page.close()
      await Promise.all(watches.map((watch) => watch.stop()))
    },
  }
}
