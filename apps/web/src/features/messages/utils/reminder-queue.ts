export type ReminderQueue<T> = {
  enqueue: (items: readonly T[]) => void
  /** Drops what is still waiting (the page is going away). */
  clear: () => void
}

/**
 * Shows items one by one, `spacingMs` apart (spec §4: new messages appear 500 ms apart); the first of a quiet
 * spell shows at once.
 * @example const queue = createReminderQueue(showNotification, NEWS_REMINDER_SPACING_MS); queue.enqueue(messages)
 */
export const createReminderQueue = <T>(show: (item: T) => void, spacingMs: number): ReminderQueue<T> => {
  const waiting: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const showNext = () => {
    const item = waiting.shift()
    if (item === undefined) {
      timer = undefined
      return
    }
    show(item)
    timer = setTimeout(showNext, spacingMs)
  }

  return {
    enqueue: (items) => {
      waiting.push(...items)
      if (timer === undefined) showNext()
    },
    clear: () => {
      waiting.length = 0
      clearTimeout(timer)
      timer = undefined
    },
  }
}
