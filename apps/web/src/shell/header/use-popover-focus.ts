import { useRef, type KeyboardEvent } from 'react'

/** What can take the focus inside a popover. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex="-1"])'

/**
 * Keyboard use of a click popover: opening it moves the focus to its first control (it is rendered at the end of
 * the page, far from its trigger), and Escape closes it and gives the focus back to the trigger.
 * @example const focus = usePopoverFocus(() => setIsOpen(false)); <Popover afterOpenChange={focus.handleAfterOpenChange}>
 */
export const usePopoverFocus = (onClose: () => void) => {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  const handleAfterOpenChange = (isOpen: boolean) => {
    if (isOpen) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // An open list inside the popover (the language picker) closes itself first.
    if (event.key !== 'Escape' || event.target instanceof HTMLSelectElement) return
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return
    event.stopPropagation()
    onClose()
    triggerRef.current?.focus()
  }
  return { triggerRef, panelRef, handleAfterOpenChange, handleKeyDown }
}
