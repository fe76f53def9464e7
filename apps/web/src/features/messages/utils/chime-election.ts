/** The part of `navigator.locks` the election needs. */
export type ChimeLocks = { request: <R>(name: string, callback: () => R) => Promise<Awaited<R>> }
export type ChimeStorage = Pick<Storage, 'getItem' | 'setItem'>

const LOCK_NAME = 'portal-news-chime'
const LAST_CHIME_KEY = 'portal.news.lastChimedId'

const claim = (eventId: number, storage: ChimeStorage): boolean => {
  const last = Number(storage.getItem(LAST_CHIME_KEY) ?? 0)
  if (Number.isFinite(last) && eventId <= last) return false
  storage.setItem(LAST_CHIME_KEY, String(eventId))
  return true
}

/**
 * Whether this tab plays the sound for the event (the newest message id of an arrival): the first tab to claim
 * the id wins. The claim (read the last chimed id, then write ours) runs under an exclusive Web Lock, so two
 * tabs cannot both win; a lock taken only "if available" would let a tab arriving a moment later chime again.
 * Without Web Locks the claim is still made, at a small risk of a double chime.
 * @example if (await electChimeTab(newestId, { locks: navigator.locks, storage: localStorage })) playChime()
 */
export const electChimeTab = async (
  eventId: number,
  { locks, storage }: { locks?: ChimeLocks; storage: ChimeStorage },
): Promise<boolean> => {
  try {
    return locks ? await locks.request(LOCK_NAME, () => claim(eventId, storage)) : claim(eventId, storage)
  } catch {
    return false
  }
}
