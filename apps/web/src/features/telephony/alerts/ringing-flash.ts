/** How often the tab's title and icon swap while a call rings. */
export const RINGING_FLASH_INTERVAL_MS = 1000

// A red disc drawn inline: no file to fetch, and it stands out among the tabs.
export const RINGING_ICON_URL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%23d4380d'/%3E%3C/svg%3E"

/** What the flash changes: the page's title (a document) and its icon's link, if it has one. */
export type FlashTarget = { page: { title: string }; icon: { href: string } | null }

/**
 * Flashes the tab while a call rings: the title swaps between `alertTitle` and the page's own, and the icon
 * between a red disc and the page's own, every second. The page may retitle itself meanwhile (a navigation):
 * its newest title is the one restored. Returns the way to stop, which puts both back.
 * @example const stop = flashWhileRinging('来电 139****1111', { page: document, icon: faviconLink() })
 */
export const flashWhileRinging = (
  alertTitle: string,
  { page, icon }: FlashTarget,
  intervalMs = RINGING_FLASH_INTERVAL_MS,
): (() => void) => {
  let pageTitle = page.title
  const pageIcon = icon?.href ?? ''
  const swap = () => {
    const isShowingAlert = page.title === alertTitle
    if (!isShowingAlert) pageTitle = page.title
    page.title = isShowingAlert ? pageTitle : alertTitle
    if (icon) icon.href = isShowingAlert ? pageIcon : RINGING_ICON_URL
  }
  swap()
  const timer = setInterval(swap, intervalMs)
  return () => {
    clearInterval(timer)
    if (page.title === alertTitle) page.title = pageTitle
    if (icon) icon.href = pageIcon
  }
}

/** The page's icon link (index.html has one). */
export const faviconLink = (): HTMLLinkElement | null => document.querySelector('link[rel="icon"]')
