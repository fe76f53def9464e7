import type { TabPushClient } from './tab-push-client'

/**
 * Suspends the tab's listening while the page is hidden (closing, or in the back-forward cache) or frozen, and
 * resumes it when the page is back; `onSuspend` / `onResume` let a leader tab hand its connection on meanwhile.
 * @example followPageLifecycle(tab, { onSuspend: leadership.stepDown, onResume: leadership.stand })
 */
export const followPageLifecycle = (
  tab: Pick<TabPushClient, 'suspend' | 'resume'>,
  { onSuspend = () => {}, onResume = () => {} }: { onSuspend?: () => void; onResume?: () => void } = {},
) => {
  const suspend = () => {
    tab.suspend()
    onSuspend()
  }
  const resume = () => {
    onResume()
    tab.resume()
  }
  window.addEventListener('pagehide', suspend)
  window.addEventListener('pageshow', (event) => event.persisted && resume())
  document.addEventListener('freeze', suspend)
  document.addEventListener('resume', resume)
}
