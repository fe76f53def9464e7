import { TAB_LIMIT_OVERALL } from '@portal/contract'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { closeAllTabs, closeOtherTabs, closeTab, openTab, type Tab, type TabToOpen } from '../tabs/tab-list'

type TabState = {
  /** Whose tabs these are (account and tenant): another user in the same browser tab starts afresh. */
  owner: string | null
  tabs: Tab[]
  /** Bumped by a refresh, so the page of that tab mounts anew. Not kept across reloads. */
  refreshCounts: Record<string, number>
  claim: (owner: string) => void
  /** Opens (or moves) a tab; returns the tab closed to make room, if any. */
  open: (tab: TabToOpen) => Tab | null
  close: (key: string) => void
  closeOthers: (key: string) => void
  closeAll: () => void
  refresh: (key: string) => void
}

/**
 * The open tabs of the workspace (spec §2 tab bar), kept in sessionStorage so they come back after a reload of
 * the same browser tab.
 * @example const tabs = useTabStore((state) => state.tabs)
 */
export const useTabStore = create<TabState>()(
  persist(
    (set, get) => ({
      owner: null,
      tabs: [],
      refreshCounts: {},
      claim: (owner) => {
        if (get().owner !== owner) set({ owner, tabs: [], refreshCounts: {} })
      },
      open: (tab) => {
        const result = openTab(get().tabs, tab, TAB_LIMIT_OVERALL)
        set({ tabs: result.tabs })
        return result.closed
      },
      close: (key) => set({ tabs: closeTab(get().tabs, key) }),
      closeOthers: (key) => set({ tabs: closeOtherTabs(get().tabs, key) }),
      closeAll: () => set({ tabs: closeAllTabs(get().tabs) }),
      refresh: (key) => {
        const { refreshCounts } = get()
        set({ refreshCounts: { ...refreshCounts, [key]: (refreshCounts[key] ?? 0) + 1 } })
      },
    }),
    {
      name: 'portal.tabs',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ owner: state.owner, tabs: state.tabs }),
    },
  ),
)
