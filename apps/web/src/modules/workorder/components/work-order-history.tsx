import type { WorkOrderEvent } from '@portal/contract'
import Alert from 'antd/es/alert'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useWorkOrderEvents } from '../api/get-work-order-events'
import { CommentForm } from './comment-form'

/** What a line of the history says happened. */
const useEventText = () => {
  const { t } = useTranslation('workorder')
  return (event: WorkOrderEvent) => {
    const actor = event.actor?.name ?? t('history.someone')
    if (event.kind === 'status')
      return t('history.status', { actor, status: t(`status.${event.status ?? 'pending'}`) })
    if (event.kind === 'assigned')
      return t('history.assigned', {
        actor,
        assignee: [event.group?.name, event.assignee?.name].filter(Boolean).join(' / ') || t('nobody'),
      })
    return t(`history.${event.kind}`, { actor })
  }
}

/** A work order's history, oldest first (who, when, what; a comment's words and whom it mentioned), and a comment. */
export const WorkOrderHistory = ({ workOrderId }: { workOrderId: string }) => {
  const { t } = useTranslation('workorder')
  const events = useWorkOrderEvents(workOrderId)
  const format = useTenantDateTime()
  const textOf = useEventText()

  return (
    <section aria-labelledby="work-order-history" style={{ marginTop: 24 }}>
      <h2 id="work-order-history" style={{ fontSize: 16 }}>
        {t('history.title')}
      </h2>
      {events.isPending && <Spin />}
      {events.isError && <Alert type="error" showIcon title={toErrorMessage(events.error, t)} />}
      {events.data?.length === 0 && <p>{t('history.empty')}</p>}
      <ol className="work-order-history" style={{ paddingInlineStart: 20 }}>
        {events.data?.map((event) => (
          <li key={event.id} style={{ marginBottom: 12 }}>
            <div>
              <strong>{textOf(event)}</strong> · <time dateTime={event.at}>{format(event.at)}</time>
            </div>
            {event.body && <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{event.body}</p>}
            {event.mentions.length > 0 && (
              <div>
                {t('comment.mentioned', { names: event.mentions.map((member) => member.name).join('、') })}
              </div>
            )}
          </li>
        ))}
      </ol>
      <CommentForm workOrderId={workOrderId} />
    </section>
  )
}
