import '../translations'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { toEmbeddableUrl } from '@/lib/frames/allowed-origins'
import { useMenuTree } from '@/lib/menus/get-menu-tree'
import { findEntryForPage, flattenMenu } from '@/lib/menus/menu-index'
import { FrameRefusal } from './frame-refusal'
import { TicketedFrame } from './ticketed-frame'

/**
 * extendIframe?url=&id= (spec §2): the page of an openType-1 menu entry in a sandboxed frame, only when its
 * url is on the portal's origin or an allowed embed origin. The entry (by id) names the frame.
 */
export const ExtendFramePage = () => {
  const { t } = useTranslation('menus')
  const [searchParams] = useSearchParams()
  const { data: config, isPending } = useFrontConfig()
  const { data: tree } = useMenuTree()
  const rawUrl = searchParams.get('url')
  const entry = findEntryForPage(flattenMenu(tree ?? []), '/extendIframe', searchParams)
  if (!rawUrl) return <FrameRefusal message={t('missingUrl')} />
  if (isPending) return null
  const url = toEmbeddableUrl(rawUrl, window.location.origin, config?.embedOrigins ?? [])
  if (!url) return <FrameRefusal message={t('notAllowed')} />
  return (
    <div className="portal-frame-page">
      <TicketedFrame url={rawUrl} title={entry?.name ?? url} />
    </div>
  )
}
