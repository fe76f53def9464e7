import { toBadgeText } from '@/lib/ui/badge-text'

/**
 * The page name with the unread news count in front, as browser tabs show it: `(3) 首页`, `(99+) 首页` above
 * the badge cap, the name alone when nothing is unread.
 * @example withUnreadPrefix('首页', 3) // '(3) 首页'
 */
export const withUnreadPrefix = (pageName: string, unread: number): string =>
  unread > 0 ? `(${toBadgeText(unread)}) ${pageName}` : pageName
