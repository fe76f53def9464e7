import { claimIfFree, NOT_CLAIMED, type IfFreeLocks, type TabClaim } from '@/lib/tabs/claim-if-free'

export type ClaimStorage = Pick<Storage, 'getItem' | 'setItem'>

const LOCK_PREFIX = 'portal-call-alert:'
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

const isClaimedBy = (ringId: string, tabId: string, storage: ClaimStorage) =>
  readClaims(storage).find((item) => item.ringId === ringId)?.tabId === tabId

// Remembers the ring as this tab's, unless another tab's claim of it is already in storage.
const claim = (ringId: string, tabId: string, storage: ClaimStorage): boolean => {
  const claims = readClaims(storage)
  const held = claims.find((item) => item.ringId === ringId)
  if (held) return held.tabId === tabId
  storage.setItem(CLAIMED_KEY, JSON.stringify([{ ringId, tabId }, ...claims].slice(0, REMEMBERED_RINGS)))
  return true
}

/**
 * Whether this tab alerts the agent to a ring (its notification and ringtone): one tab of the browser, however
 * many hear it, the one that takes the ring's Web Lock; it holds the lock while it alerts. Storage remembers the
 * rings claimed, so a tab that hears a ring late or reloads during it stays quiet, and the winner asking again
 * (React runs an effect twice in development) keeps the ring. Without Web Locks (plain http) storage alone
 * decides, at a small risk of a double alert. A ring is a call and when it began ringing.
 * @example const { isClaimed, release } = await claimCallAlert(`${call.callId}@${call.offeredAt}`, { tabId, locks: navigator.locks, storage: localStorage })
 */
export const claimCallAlert = async (
  ringId: string,
  { tabId, locks, storage }: { tabId: string; locks?: IfFreeLocks; storage: ClaimStorage },
): Promise<TabClaim> => {
  try {
    if (!locks) return claim(ringId, tabId, storage) ? { isClaimed: true, release: () => {} } : NOT_CLAIMED
    return await claimIfFree(locks, `${LOCK_PREFIX}${ringId}`, (isFree) =>
      isFree ? claim(ringId, tabId, storage) : isClaimedBy(ringId, tabId, storage),
    )
  } catch {
    return NOT_CLAIMED
  }
}
