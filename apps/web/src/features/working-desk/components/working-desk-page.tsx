import type { DeskCall } from '@portal/contract'
import Alert from 'antd/es/alert'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLoading } from '@/components/page-loading'
import { WORKING_DESK_QUERY_KEY, useWorkingDesk } from '@/lib/working-desk/get-working-desk'
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
export type WorkingDeskPageProps = {
  /** The call centre's own cards (the queue view with its pick, the calls not taken), mounted by the app. */
  callCards?: ReactNode
  /** The call centre's call back to the current call's customer or number, mounted by the app. */
  callBack?: (call: DeskCall) => ReactNode
  /** What the app shows beside the current call, at the top of the wide column (the knowledge suggestions). */
  callAside?: (call: DeskCall) => ReactNode
}

export const WorkingDeskPage = ({ callCards, callBack, callAside }: WorkingDeskPageProps) => {
  const { t } = useTranslation('working-desk')
  const desk = useWorkingDesk()
  useRefetchOnCtiChange(WORKING_DESK_QUERY_KEY)

  if (desk.isError) return <Alert type="error" showIcon title={t('loadFailed')} />
  if (!desk.data) return <PageLoading />
  const { currentCall, queues, todayCalls, figures, wrapUpCodes } = desk.data

  return (
    <section className="working-desk" aria-label={t('title')}>
      <div className="working-desk-column">
        <CurrentCallCard call={currentCall} callBack={callBack} />
        <QueueList queues={queues} readAt={desk.dataUpdatedAt} />
        <AgentFigures figures={figures} />
      </div>
      <div className="working-desk-column working-desk-wide">
        {currentCall && callAside?.(currentCall)}
        <TodayCallsTable calls={todayCalls} wrapUpCodes={wrapUpCodes} />
        {callCards}
      </div>
    </section>
  )
}
