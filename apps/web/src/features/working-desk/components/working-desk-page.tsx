import Alert from 'antd/es/alert'
import { useTranslation } from 'react-i18next'
import { PageLoading } from '@/components/page-loading'
import { WORKING_DESK_QUERY_KEY, useWorkingDesk } from '../api/get-working-desk'
import { useRefetchOnCtiChange } from '../hooks/use-refetch-on-cti-change'
import '../translations'
import '../working-desk.css'
import { AgentFigures } from './agent-figures'
import { CurrentCallCard } from './current-call-card'
import { QueueList } from './queue-list'
import { TodayCallsTable } from './today-calls-table'

/**
 * The agent's working desk (platformPort in the frame, and the desktop workbench window): their call with its
 * customer card, note and wrap-up code, their queues, today's calls and figures, kept live by the CTI pushes.
 */
export const WorkingDeskPage = () => {
  const { t } = useTranslation('working-desk')
  const desk = useWorkingDesk()
  useRefetchOnCtiChange(WORKING_DESK_QUERY_KEY)

  if (desk.isError) return <Alert type="error" showIcon title={t('loadFailed')} />
  if (!desk.data) return <PageLoading />
  const { currentCall, queues, todayCalls, figures, wrapUpCodes } = desk.data
  const handleNoteSaved = () => void desk.refetch()

  return (
    <section className="working-desk" aria-label={t('title')}>
      <div className="working-desk-column">
        <CurrentCallCard call={currentCall} wrapUpCodes={wrapUpCodes} onNoteSaved={handleNoteSaved} />
        <QueueList queues={queues} />
        <AgentFigures figures={figures} />
      </div>
      <div className="working-desk-column working-desk-wide">
        <TodayCallsTable calls={todayCalls} wrapUpCodes={wrapUpCodes} />
      </div>
    </section>
  )
}
