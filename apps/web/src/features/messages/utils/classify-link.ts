import { downloadAllFilesRoute, downloadFileRoute } from '@portal/contract'
import { toRouterPath } from '@/lib/routing/portal-path'

/** Where a link in a message's content leads, and so how a click on it is handled. */
export type LinkTarget =
  | { kind: 'internal'; routerPath: string }
  | { kind: 'download'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'invalid' }

const DOWNLOAD_PATHS = [downloadFileRoute.path.replace(/:id$/, ''), downloadAllFilesRoute.path]
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * How a click on a link in a message is handled: a page of the portal opens inside the app, a download (the
 * `download` attribute or the file download path) in a new window, anything else in a new window without
 * referrer. A link that is no URL or uses another scheme (javascript:, data:) is invalid and never followed.
 * @example classifyLink('/dzfront/portal/news?type=3', { origin: 'https://p.cn', hasDownloadAttribute: false })
 * // { kind: 'internal', routerPath: '/news?type=3' }
 */
export const classifyLink = (
  href: string,
  { origin, hasDownloadAttribute }: { origin: string; hasDownloadAttribute: boolean },
): LinkTarget => {
  // A link whose URL the sanitiser removed (javascript:...) is left with none: it leads nowhere.
  if (href.trim() === '') return { kind: 'invalid' }
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return { kind: 'invalid' }
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return { kind: 'invalid' }
  const isOwn = url.origin === origin
  if (hasDownloadAttribute || (isOwn && DOWNLOAD_PATHS.some((path) => url.pathname.startsWith(path)))) {
    return { kind: 'download', url: url.href }
  }
  const routerPath = isOwn ? toRouterPath(`${url.pathname}${url.search}${url.hash}`) : null
  return routerPath === null ? { kind: 'external', url: url.href } : { kind: 'internal', routerPath }
}
