import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** The side menu as one tree (vertical) or as a column of roots beside their entries (two-level). */
export const MENU_LAYOUTS = { vertical: 'vertical', twoLevel: 'twoLevel' } as const
export type MenuLayout = (typeof MENU_LAYOUTS)[keyof typeof MENU_LAYOUTS]

type LayoutState = {
  isCollapsed: boolean
  menuLayout: MenuLayout
  toggleCollapsed: () => void
  setMenuLayout: (layout: MenuLayout) => void
}

/**
 * The user's layout preferences (spec §2 main frame), kept in localStorage for every visit.
 * @example const isCollapsed = useLayoutStore((state) => state.isCollapsed)
 */
export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      isCollapsed: false,
      menuLayout: MENU_LAYOUTS.vertical,
      toggleCollapsed: () => set((state) => ({ isCollapsed: !state.isCollapsed })),
      setMenuLayout: (menuLayout) => set({ menuLayout }),
    }),
    {
      name: 'portal.layout',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ isCollapsed: state.isCollapsed, menuLayout: state.menuLayout }),
    },
  ),
)
