/** The part of `navigator.locks` the claim needs. */
export type ClaimLocks = { request: <R>(name: string, callback: () => R) => Promise<Awaited<R>> }
export type ClaimStorage = Pick<Storage, 'getItem' | 'setItem'>

const LOCK_NAME = 'portal-call-alert'
const CLAIMED_KEY = 'portal.call-alert.claimed'
// Rings claimed lately, so a tab that hears of a ring late (or reloads during it) does not alert again.
const REMEMBERED_RINGS = 20

/** A ring, and the tab that alerts for it. */
type Claim = { ringId: string; tabId: string }

const isClaim = (item: unknown): item is Claim =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Claim).ringId === 'string' &&
  typeof (item as Claim).tabId === 'string'

const readClaims = (storage: ClaimStorage): Claim[] => {
  try {
    const held: unknown = JSON.parse(storage.getItem(CLAIMED_KEY) ?? '[]')
    return Array.isArray(held) ? held.filter(isClaim) : []
  } catch {
    return []
  }
}

// The winner may ask again (React runs an effect twice in development): the ring stays its own.
const claim = (ringId: string, tabId: string, storage: ClaimStorage): boolean => {
  const claims = readClaims(storage)
  const held = claims.find((item) => item.ringId === ringId)
  if (held) return held.tabId === tabId
  storage.setItem(CLAIMED_KEY, JSON.stringify([{ ringId, tabId }, ...claims].slice(0, REMEMBERED_RINGS)))
  return true
}

/**
 * Whether this tab alerts the agent to a ring (its notification and ringtone): the first tab of the browser to
 * claim the ring wins, however many tabs hear it (a reloaded tab is a new one). The claim (read the rings claimed, add ours) runs under an
 * exclusive Web Lock, so two tabs cannot both win; without Web Locks (plain http) it is still made, at a small
 * risk of a double alert. A ring is a call and when it began ringing: a call offered again rings again.
 * @example if (await claimCallAlert(`${call.callId}@${call.offeredAt}`, { tabId, locks: navigator.locks, storage: localStorage })) ring()
 */
export const claimCallAlert = async (
  ringId: string,
  { tabId, locks, storage }: { tabId: string; locks?: ClaimLocks; storage: ClaimStorage },
): Promise<boolean> => {
  const claimForTab = () => claim(ringId, tabId, storage)
  try {
    return locks ? await locks.request(LOCK_NAME, claimForTab) : claimForTab()
  } catch {
    return false
  }
}
