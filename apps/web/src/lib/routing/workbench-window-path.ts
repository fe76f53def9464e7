import { WORKBENCH_WINDOW_PATHS } from '@portal/contract'

/** The window router's base path: what the window paths share. */
export const WORKBENCH_WINDOW_BASE_PATH = '/dzfront'
/** The window paths inside its router. */
export const WORKBENCH_WINDOW_ROUTES = WORKBENCH_WINDOW_PATHS.map((path) =>
  path.slice(WORKBENCH_WINDOW_BASE_PATH.length),
)
/** The path the header's workbench button opens. */
export const WORKBENCH_WINDOW_PATH = WORKBENCH_WINDOW_PATHS[0]

/**
 * Whether a page address is the desktop workbench window rather than a portal page.
 * @example isWorkbenchWindowPath('/dzfront/platform/working') // true
 */
export const isWorkbenchWindowPath = (pathname: string): boolean =>
  (WORKBENCH_WINDOW_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, ''))

/**
 * The desktop workbench opens in a window of its own only in new-platform mode (spec §4): the user holds the
 * new.platform code (a menu resource, §6) and the browser has SharedWorker, so the window shares the push
 * connection of the portal's tabs; otherwise the working desk opens in the frame.
 * @example isNewPlatformMode({ hasNewPlatform: true, hasSharedWorker: typeof SharedWorker !== 'undefined' })
 */
export const isNewPlatformMode = ({
  hasNewPlatform,
  hasSharedWorker,
}: {
  hasNewPlatform: boolean
  hasSharedWorker: boolean
}) => hasNewPlatform && hasSharedWorker
