/** The part of `navigator.locks` a claim needs: a lock taken only if no tab of the browser holds it. */
export type IfFreeLocks = {
  request: <R>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => R,
  ) => Promise<Awaited<R>>
}

/** Whether this tab won, and how it lets the lock go. */
export type TabClaim = { isClaimed: boolean; release: () => void }

const noop = () => {}

/** A tab that did not win: nothing to let go. */
export const NOT_CLAIMED: TabClaim = Object.freeze({ isClaimed: false, release: noop })

/**
 * Decides, under the Web Lock `name`, whether this tab does a thing once for the whole browser (alert a ring,
 * chime for a message): `decide` learns whether the lock was free, and a tab that wins keeps the lock until it
 * calls `release`. The lock manager is one for every tab of the browser, where another tab's localStorage write
 * may reach this tab late: the lock, not storage, keeps two tabs from both winning at once.
 * @example const { isClaimed, release } = await claimIfFree(navigator.locks, 'ring:42', (isFree) => isFree)
 */
export const claimIfFree = (
  locks: IfFreeLocks,
  name: string,
  decide: (isFree: boolean) => boolean,
): Promise<TabClaim> =>
  new Promise((resolve, reject) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        const isClaimed = decide(lock !== null)
        if (!lock || !isClaimed) return resolve({ isClaimed, release: noop })
        return new Promise<void>((release) => resolve({ isClaimed: true, release }))
      })
      .catch(reject)
  })
