import { DEFAULT_SYSTEM_NAME, TITLE_REFRESH_DURATION_MS, TITLE_REFRESH_INTERVAL_MS } from '@portal/contract'
import { useEffect } from 'react'
import { useFrontConfig } from '../front-config/get-front-config'
import { formatDocumentTitle } from './document-title'

/**
 * Sets the document title to page, user and system name (spec §2 router guard), and sets it again every 500 ms
 * for 15 s after each change of `trigger` (a navigation), since an embedded page may overwrite it meanwhile.
 * @example useDocumentTitle(pageName, user.name, location.key)
 */
export const useDocumentTitle = (pageName: string, userName: string, trigger?: unknown) => {
  const { data: config } = useFrontConfig()
  const title = formatDocumentTitle(pageName, userName, config?.systemName || DEFAULT_SYSTEM_NAME)

  useEffect(() => {
    document.title = title
    const startedAt = Date.now()
    const timer = setInterval(() => {
      document.title = title
      if (Date.now() - startedAt >= TITLE_REFRESH_DURATION_MS) clearInterval(timer)
    }, TITLE_REFRESH_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [title, trigger])
}
