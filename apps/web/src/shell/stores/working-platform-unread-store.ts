import { create } from 'zustand'

type WorkingPlatformUnreadState = {
  /** Unread work on the working platform, shown as a dot on its menu entries. */
  workingPlatformUnread: number
  setWorkingPlatformUnread: (count: number) => void
}

/**
 * Unread work on the working platform, for the side menu's dot (spec §6).
 * @example const unread = useWorkingPlatformUnreadStore((state) => state.workingPlatformUnread)
 */
export const useWorkingPlatformUnreadStore = create<WorkingPlatformUnreadState>()((set) => ({
  workingPlatformUnread: 0,
  setWorkingPlatformUnread: (workingPlatformUnread) =>
    set({ workingPlatformUnread: Math.max(0, workingPlatformUnread) }),
}))
