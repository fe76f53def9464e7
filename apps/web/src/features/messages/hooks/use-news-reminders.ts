import { NEWS_REMINDER_SPACING_MS, SHAKE_DURATION_MS, SHOW_TYPES, type NewsMessage } from '@portal/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { MESSAGES_QUERY_KEY } from '@/lib/messages/messages-query-key'
import { newsLink } from '@/lib/messages/news-link'
import { useMemberPreferences } from '@/lib/preferences/member-preferences'
import { isCallConnected } from '@/lib/telephony/call-connected'
import { useShake } from '@/lib/ui/use-shake'
import { useUnreadCountStore } from '../stores/unread-count-store'
import { useWarningBarStore } from '../stores/warning-bar-store'
import '../translations'
import { electChimeTab } from '../utils/chime-election'
import { playChime } from '../utils/play-chime'
import { createReminderQueue, type ReminderQueue } from '../utils/reminder-queue'
import { showNewsNotification } from '../utils/show-news-notification'
import { useRemindLoop } from './use-remind-loop'

// Only one tab of the browser chimes for an arrival, however many are open.
const chimeIfElected = (newestId: number) => {
  try {
    const locks = 'locks' in navigator ? navigator.locks : undefined
    void electChimeTab(newestId, { locks, storage: window.localStorage }).then((isElected) => {
      if (isElected) playChime()
    })
  } catch {
    // Storage refused (a sandboxed frame): stay silent.
  }
}

/**
 * The bell's behaviour (spec §4): keeps the unread total, and for each arrival announces the new messages one by
 * one 500 ms apart, shakes the bell for 5 s, chimes once per browser, raises warning bars for showType 1 and
 * refreshes every message query; with "focus during calls" on, a connected call keeps the popups and chime quiet.
 * @example const { isShaking } = useNewsReminders()
 */
export const useNewsReminders = () => {
  const { t } = useTranslation('messages')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const setNewsUnread = useUnreadCountStore((state) => state.setNewsUnread)
  const addWarnings = useWarningBarStore((state) => state.add)
  const { isShaking, shake } = useShake(SHAKE_DURATION_MS)
  const { focusDuringCalls } = useMemberPreferences()
  const queue = useRef<ReminderQueue<NewsMessage> | null>(null)

  const handleAnnounce = useEffectEvent((message: NewsMessage) =>
    showNewsNotification(message, t(`category.${message.messageType}`), () =>
      navigate(newsLink(message.messageType, message.id)),
    ),
  )
  useEffect(() => {
    const reminders = createReminderQueue<NewsMessage>(
      (message) => handleAnnounce(message),
      NEWS_REMINDER_SPACING_MS,
    )
    queue.current = reminders
    return () => reminders.clear()
  }, [])

  useRemindLoop((fresh, unreadTotal) => {
    setNewsUnread(unreadTotal)
    if (fresh.length === 0) return
    void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY })
    addWarnings(fresh.filter((message) => message.showType === SHOW_TYPES.warningBar))
    shake()
    // Focus during calls: on a connected call the messages arrive in the centre and the bell, without a sound or popup.
    if (focusDuringCalls && isCallConnected()) return
    queue.current?.enqueue(fresh)
    chimeIfElected(Math.max(...fresh.map((message) => message.id)))
  })
  return { isShaking }
}
