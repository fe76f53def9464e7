import type { NewsMessage, Remind } from '@portal/contract'

// Enough to recognise any message still in flight; older ids can never come back past the cursor.
const REMEMBERED_IDS = 500

export type RemindTracker = {
  /** The cursor to send as `after`, or undefined before the first answer (the initial remind). */
  readonly cursor: number | undefined
  /** Whether a pushed cursor is ahead of ours, i.e. a remind would bring something. */
  isBehind: (pushedCursor: number) => boolean
  /** Takes a remind answer and returns only the messages never seen before, oldest first. */
  accept: (remind: Remind) => NewsMessage[]
}

/**
 * The remind loop's memory: the cursor (never moving back, so a slow answer cannot rewind it) and the ids already
 * announced, so a message reaching the page twice (push and poll racing) is announced once. The first answer
 * only sets the cursor: what existed before the page opened is not news.
 * @example const tracker = createRemindTracker(); tracker.accept(await remind(tracker.cursor))
 */
export const createRemindTracker = (): RemindTracker => {
  let cursor: number | undefined
  const seen = new Set<number>()

  return {
    get cursor() {
      return cursor
    },
    isBehind: (pushedCursor) => cursor === undefined || pushedCursor > cursor,
    accept: (remind) => {
      const isFirst = cursor === undefined
      cursor = Math.max(cursor ?? 0, remind.cursor)
      const fresh = isFirst ? [] : remind.messages.filter((message) => !seen.has(message.id))
      for (const message of remind.messages) seen.add(message.id)
      for (const id of seen) {
        if (seen.size <= REMEMBERED_IDS) break
        seen.delete(id)
      }
      return fresh
    },
  }
}
