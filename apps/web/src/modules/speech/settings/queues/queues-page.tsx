import './translations'
import { useTranslation } from 'react-i18next'
import { ReferenceListEditor } from '@/modules/main/settings/reference-data/reference-list-editor'
import { QUEUE_LIST_DESCRIPTION } from './queue-list-description'

/**
 * 队列设置 (speech setting/queues): the tenant's skill groups, created, renamed and deleted, each with its members
 * and their skill levels, how it rings its agents and what a caller waiting in it hears and gets.
 */
export const QueuesPage = () => {
  const { t } = useTranslation('call-centre-queues')
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('pageTitle')}</h1>
      <ReferenceListEditor list={QUEUE_LIST_DESCRIPTION} />
    </div>
  )
}
