import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { ctiStatePush, type CtiState } from '@portal/contract'
import { openPushPage } from '../../../../test/push-page'

/** The CTI states pushed to one page of an account, in the order they arrived. */
export type CtiPushes = {
  states: CtiState[]
  /** Waits for a state after the last one this returned that satisfies `check`, and gives it. */
  next: (check: (state: CtiState) => boolean) => Promise<CtiState>
}

/**
 * Opens a push socket of a session on one process, as a page does, and keeps every CTI_STATE it receives; resolves
 * once the process holds the socket for the account (so nothing pushed from then on can be missed).
 * @example const pushes = await openCtiPushes(first, cookie, accountId); await pushes.next((s) => s.call !== null)
 */
export async function openCtiPushes(
  app: FastifyInstance,
  cookie: string,
  accountId: string,
): Promise<CtiPushes> {
  const { frames } = await openPushPage(app, cookie, accountId)
  const statesOf = () =>
    frames.flatMap((frame) =>
      frame.type === ctiStatePush.type && frame.state ? [frame.state as CtiState] : [],
    )
  let seen = 0
  return {
    get states() {
      return statesOf()
    },
    next: async (check) => {
      let found = -1
      await expect
        .poll(
          () => {
            found = statesOf().findIndex((state, index) => index >= seen && check(state))
            return found
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBeGreaterThanOrEqual(0)
      seen = found + 1
      return statesOf()[found] as CtiState
    },
  }
}
