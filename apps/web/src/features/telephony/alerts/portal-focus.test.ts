import { describe, expect, it } from 'vitest'
import { memoryStorage } from '@/test-support/memory-storage'
import { isAnotherPortalTabFocused, markPortalFocus } from './portal-focus'

/** A window of its own, with the focus or not. */
const windowWith = (hasFocus: boolean) => {
  const target = new EventTarget() as Window & { focused: boolean }
  target.focused = hasFocus
  Object.assign(target, { document: { hasFocus: () => target.focused } })
  return target
}

describe('which of the portal’s tabs the agent looks at', () => {
  it('is the tab that took the focus last, whichever tab lost it first', () => {
    const storage = memoryStorage()
    const first = windowWith(true)
    const second = windowWith(false)
    const stopFirst = markPortalFocus('a', storage, first)
    markPortalFocus('b', storage, second)
    expect(isAnotherPortalTabFocused('b', storage)).toBe(true)
    // The second tab's focus comes before the first one's blur.
    second.dispatchEvent(new Event('focus'))
    first.dispatchEvent(new Event('blur'))
    expect(isAnotherPortalTabFocused('a', storage)).toBe(true)
    expect(isAnotherPortalTabFocused('b', storage)).toBe(false)
    second.dispatchEvent(new Event('blur'))
    expect(isAnotherPortalTabFocused('a', storage)).toBe(false)
    stopFirst()
  })

  it('is none once the focused tab closes', () => {
    const storage = memoryStorage()
    const only = windowWith(true)
    markPortalFocus('a', storage, only)
    only.dispatchEvent(new Event('pagehide'))
    expect(isAnotherPortalTabFocused('b', storage)).toBe(false)
  })
})
