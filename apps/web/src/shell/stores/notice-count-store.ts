import { create } from 'zustand'

type NoticeCountState = {
  /** Unread news for the bell. */
  newsUnread: number
  /** Unread work on the working platform, shown as a dot on its menu entries. */
  workingPlatformUnread: number
  setNewsUnread: (count: number) => void
  setWorkingPlatformUnread: (count: number) => void
}

/**
 * Unread counts the header and menu show. The bell's remind loop and the message centre keep newsUnread.
 * @example const newsUnread = useNoticeCountStore((state) => state.newsUnread)
 */
export const useNoticeCountStore = create<NoticeCountState>()((set) => ({
  newsUnread: 0,
  workingPlatformUnread: 0,
  setNewsUnread: (newsUnread) => set({ newsUnread: Math.max(0, newsUnread) }),
  setWorkingPlatformUnread: (workingPlatformUnread) =>
    set({ workingPlatformUnread: Math.max(0, workingPlatformUnread) }),
}))
