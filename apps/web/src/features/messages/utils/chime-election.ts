import { claimIfFree, type IfFreeLocks } from '@/lib/tabs/claim-if-free'

export type ChimeStorage = Pick<Storage, 'getItem' | 'setItem'>

const LOCK_PREFIX = 'portal-news-chime:'
const LAST_CHIME_KEY = 'portal.news.lastChimedId'
/** How long the tab that chimed keeps the arrival's lock: a tab hearing of the arrival later has its storage by then. */
const HOLD_MS = 10_000

const claim = (eventId: number, storage: ChimeStorage): boolean => {
  const last = Number(storage.getItem(LAST_CHIME_KEY) ?? 0)
  if (Number.isFinite(last) && eventId <= last) return false
  storage.setItem(LAST_CHIME_KEY, String(eventId))
  return true
}

/**
 * Whether this tab plays the sound for the event (the newest message id of an arrival): one tab of the browser,
 * the one that takes the arrival's Web Lock (held a while after), and only for an id newer than the last chimed
 * (storage remembers it). Without Web Locks storage alone decides, at a small risk of a double chime.
 * @example if (await electChimeTab(newestId, { locks: navigator.locks, storage: localStorage })) playChime()
 */
export const electChimeTab = async (
  eventId: number,
  { locks, storage }: { locks?: IfFreeLocks; storage: ChimeStorage },
): Promise<boolean> => {
  try {
    if (!locks) return claim(eventId, storage)
    const { isClaimed, release } = await claimIfFree(
      locks,
      `${LOCK_PREFIX}${eventId}`,
      (isFree) => isFree && claim(eventId, storage),
    )
    if (isClaimed) setTimeout(release, HOLD_MS)
    return isClaimed
  } catch {
    return false
  }
}
