// Long enough for a lazily loaded part to arrive on a slow network, short enough not to steal a later focus.
const GIVE_UP_AFTER_MS = 3000

/**
 * Focuses an element that is about to show (a panel opening, a lazily loaded form): it looks for it on each
 * frame until it is there, for at most 3 s.
 * @example focusWhenShown(() => panel.querySelector('input'))
 */
export const focusWhenShown = (find: () => HTMLElement | null | undefined): void => {
  const giveUpAt = performance.now() + GIVE_UP_AFTER_MS
  const attempt = () => {
    const element = find()
    if (element) element.focus()
    else if (performance.now() < giveUpAt) requestAnimationFrame(attempt)
  }
  attempt()
}
