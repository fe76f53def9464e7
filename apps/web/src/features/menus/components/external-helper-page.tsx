import '../translations'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { toEmbeddableUrl } from '@/lib/frames/allowed-origins'
import { useHelperComponents } from '@/lib/menus/get-helper-components'
import { FrameRefusal } from './frame-refusal'
import { TicketedFrame } from './ticketed-frame'

/** aux/external/{id} (spec §2): a helper component, by id, in a sandboxed frame with the same ticketing. */
export const ExternalHelperPage = () => {
  const { t } = useTranslation('menus')
  const { id } = useParams()
  const helpers = useHelperComponents()
  const { data: config, isPending } = useFrontConfig()
  if (helpers.isPending || isPending) return <Spin style={{ margin: 48 }} />
  const helper = helpers.data?.find((candidate) => candidate.id === id)
  if (!helper) return <FrameRefusal message={t('helperNotFound')} />
  if (!toEmbeddableUrl(helper.url, window.location.origin, config?.embedOrigins ?? [])) {
    return <FrameRefusal message={t('notAllowed')} />
  }
  return (
    <div className="portal-frame-page">
      <TicketedFrame url={helper.url} title={helper.name} />
    </div>
  )
}
