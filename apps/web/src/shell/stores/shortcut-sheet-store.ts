import { create } from 'zustand'

type ShortcutSheetState = { isOpen: boolean; open: () => void; close: () => void }

/**
 * Whether the keyboard shortcuts' cheat sheet shows: opened by `?` and from the profile panel, one dialog for both.
 * @example const open = useShortcutSheetStore((state) => state.open)
 */
export const useShortcutSheetStore = create<ShortcutSheetState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}))
