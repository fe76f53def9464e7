import { Suspense, useCallback, useState } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { usePaletteShortcut } from '../hooks/use-palette-shortcut'

// The dialog, its search and its commands load on the first Ctrl+K, not with the frame.
const PaletteDialog = lazyWithRetry(() =>
  import('./palette-dialog').then((module) => ({ default: module.PaletteDialog })),
)

/**
 * The command palette (Ctrl/⌘+K) of the signed-in portal: go to a page, call a number or a customer, change the
 * agent status, find customers, work orders and messages. The shell mounts it once.
 */
export const CommandPalette = () => {
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const handleOpen = useCallback(() => {
    setIsOpen(true)
    setHasOpened(true)
  }, [])
  usePaletteShortcut(handleOpen)
  if (!hasOpened) return null
  return (
    <Suspense>
      <PaletteDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </Suspense>
  )
}
