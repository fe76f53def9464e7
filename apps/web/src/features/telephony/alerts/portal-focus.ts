/** The part of localStorage the focus mark needs. */
export type FocusStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const FOCUSED_TAB_KEY = 'portal.focused-tab'

/**
 * Marks this tab in the browser's storage while it has the focus, so the tab that alerts for a ring knows whether
 * the agent is looking at another of the portal's tabs. Returns the way to stop.
 * @example useEffect(() => markPortalFocus(TAB_ID), [])
 */
export function markPortalFocus(
  tabId: string,
  storage: FocusStorage = window.localStorage,
  target: Window = window,
) {
  const mark = () => storage.setItem(FOCUSED_TAB_KEY, tabId)
  // Only its own mark: the next tab's focus may come before this one's blur.
  const unmark = () => {
    if (storage.getItem(FOCUSED_TAB_KEY) === tabId) storage.removeItem(FOCUSED_TAB_KEY)
  }
  if (target.document.hasFocus()) mark()
  target.addEventListener('focus', mark)
  target.addEventListener('blur', unmark)
  target.addEventListener('pagehide', unmark)
  return () => {
    unmark()
    target.removeEventListener('focus', mark)
    target.removeEventListener('blur', unmark)
    target.removeEventListener('pagehide', unmark)
  }
}

/** Whether another of the portal's tabs of this browser has the focus now. */
export function isAnotherPortalTabFocused(tabId: string, storage: FocusStorage = window.localStorage) {
  try {
    const focused = storage.getItem(FOCUSED_TAB_KEY)
    return focused !== null && focused !== tabId
  } catch {
    return false
  }
}
