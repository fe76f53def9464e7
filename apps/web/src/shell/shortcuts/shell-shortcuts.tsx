import { Suspense } from 'react'
import { useNavigate } from 'react-router'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useShortcuts } from '@/lib/shortcuts/use-shortcuts'
import { useShortcutSheetStore } from '../stores/shortcut-sheet-store'
import { useTabStore } from '../stores/tab-store'
import { focusPageSearch } from './focus-page-search'
import { steppedTab } from './tab-step'

// The dialog and its texts load the first time it opens.
const ShortcutSheet = lazyWithRetry(() =>
  import('./shortcut-sheet').then((module) => ({ default: module.ShortcutSheet })),
)

export type ShellShortcutsProps = { activeKey: string }

/**
 * The frame's own shortcuts (the next and previous tab, the page's search box, the cheat sheet on `?`) and the
 * cheat sheet itself. The telephony's shortcuts sit with the telephony.
 */
export const ShellShortcuts = ({ activeKey }: ShellShortcutsProps) => {
  const navigate = useNavigate()
  const isSheetOpen = useShortcutSheetStore((state) => state.isOpen)
  const { open, close } = useShortcutSheetStore.getState()
  const goToTab = (step: 1 | -1) => {
    const tab = steppedTab(useTabStore.getState().tabs, activeKey, step)
    if (!tab) return false
    void navigate(tab.fullPath)
  }
  useShortcuts({
    nextTab: () => goToTab(1),
    previousTab: () => goToTab(-1),
    focusSearch: focusPageSearch,
    cheatSheet: open,
  })

  return (
    isSheetOpen && (
      <Suspense>
        <ShortcutSheet onClose={close} />
      </Suspense>
    )
  )
}
