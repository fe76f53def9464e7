import { NEWS_POLL_INTERVAL_MS, type NewsMessage } from '@portal/contract'
import { useEffect, useEffectEvent, useRef } from 'react'
import { usePushEvents } from '@/lib/push/use-push-events'
import { getRemind } from '../api/get-remind'
import { createRemindTracker, type RemindTracker } from '../utils/remind-tracker'
import { singleFlight } from '../utils/single-flight'

/** Called after every remind answer with the messages never seen before (oldest first) and the unread total. */
export type OnRemind = (fresh: NewsMessage[], unreadTotal: number) => void

/**
 * The bell's remind loop (spec §4 news polling): an initial remind sets the cursor; then a remind with the cursor
 * on every pushed NEWS frame ahead of it, after every reconnect of the push socket (frames were lost meanwhile)
 * and every 60 s as a fallback. One request at a time: triggers during a request fold into one more.
 * @example useRemindLoop((fresh, unreadTotal) => setUnread(unreadTotal))
 */
export const useRemindLoop = (onRemind: OnRemind) => {
  const handleRemind = useEffectEvent(onRemind)
  const loop = useRef<{ tracker: RemindTracker; remindNow: () => Promise<void> } | null>(null)

  useEffect(() => {
    const tracker = createRemindTracker()
    let isActive = true
    const remindNow = singleFlight(async () => {
      const remind = await getRemind(tracker.cursor)
      if (isActive) handleRemind(tracker.accept(remind), remind.unreadTotal)
    })
    loop.current = { tracker, remindNow }
    void remindNow()
    const timer = setInterval(() => void remindNow(), NEWS_POLL_INTERVAL_MS)
    return () => {
      isActive = false
      clearInterval(timer)
      loop.current = null
    }
  }, [])

  usePushEvents((event) => {
    const current = loop.current
    if (!current) return
    if (event.type === 'RECONNECTED' || (event.type === 'NEWS' && current.tracker.isBehind(event.cursor))) {
      void current.remindNow()
    }
  })
}
