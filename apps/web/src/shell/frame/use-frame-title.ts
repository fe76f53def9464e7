import { createPath, useLocation } from 'react-router'
import { useSession } from '@/lib/sessions/get-session'
import { useDocumentTitle } from '@/lib/ui/use-document-title'
import { usePageNameResolver } from '@/lib/menus/use-page-name-resolver'
import { useUnreadCountStore } from '@/features/messages/stores/unread-count-store'
import { withUnreadPrefix } from './unread-title-prefix'

/** The document title of the page in the frame: the unread news count, its tab name, the user's and the system name. */
export const useFrameTitle = () => {
  const location = useLocation()
  const { data: session } = useSession()
  const nameOf = usePageNameResolver()
  const unread = useUnreadCountStore((state) => state.newsUnread)
  useDocumentTitle(
    withUnreadPrefix(nameOf(createPath(location)), unread),
    session?.authResult.principal.name ?? '',
    location.key,
  )
}
