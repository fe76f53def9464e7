import type { Locator, Page } from 'playwright-core'

/** Whether the element has the focus and draws a focus indicator for it (an outline or a ring). */
export const hasVisibleFocus = (locator: Locator) =>
  locator.evaluate((element) => {
    if (document.activeElement !== element || !element.matches(':focus-visible')) return false
    const style = getComputedStyle(element)
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return hasOutline || style.boxShadow !== 'none'
  })

/** Presses Tab, as a person with a keyboard does, until the element has the focus. */
export const tabTo = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('Tab never reached the element')
}

/** Presses a key until the focused element shows the text, e.g. an arrow key down a menu. */
export const pressUntilFocused = async (page: Page, key: string, text: string) => {
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press(key)
    if (await page.evaluate((wanted) => document.activeElement?.textContent === wanted, text)) return
    // A menu opened by Enter takes the focus a few frames later.
    await page.waitForTimeout(100)
  }
  throw new Error(`${key} never reached ${text}`)
}
