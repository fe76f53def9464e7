import { create } from 'zustand'

type UnreadCountState = {
  /** Unread messages, for the bell and the document title. */
  newsUnread: number
  setNewsUnread: (count: number) => void
}

/**
 * The unread message count. The bell's remind loop and the message centre keep it; the shell reads it for the
 * document title.
 * @example const newsUnread = useUnreadCountStore((state) => state.newsUnread)
 */
export const useUnreadCountStore = create<UnreadCountState>()((set) => ({
  newsUnread: 0,
  setNewsUnread: (newsUnread) => set({ newsUnread: Math.max(0, newsUnread) }),
}))
