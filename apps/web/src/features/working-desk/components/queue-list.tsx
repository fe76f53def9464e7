import type { DeskQueue } from '@portal/contract'
import Card from 'antd/es/card'
import { useTranslation } from 'react-i18next'
import { useNow } from '@/lib/dates/use-now'
import { formatSeconds } from '../utils/format-seconds'

/** The queues as read, and when they were read (ms since the epoch), from which the longest waits go on. */
export type QueueListProps = { queues: readonly DeskQueue[]; readAt: number }

/** The calls waiting in the agent's skill groups: how many, and how long the first has waited, ticking. */
export const QueueList = ({ queues, readAt }: QueueListProps) => {
  const { t } = useTranslation('working-desk')
  const now = useNow(queues.some((queue) => queue.waiting > 0))
  // A wait grows by the time since the desk was read, until the next read (a push) gives it afresh.
  const sinceRead = Math.max(0, Math.floor((now - readAt) / 1000))
  return (
    <Card title={<h2 className="working-desk-heading">{t('queues.title')}</h2>} size="small">
      {queues.length === 0 ? (
        t('queues.none')
      ) : (
        <ul className="working-desk-list">
          {queues.map((queue) => (
            <li key={queue.skillGroupId}>
              <strong>{queue.name}</strong> {t('queues.waiting', { count: queue.waiting })}
              {queue.waiting > 0 &&
                `, ${t('queues.longest', { wait: formatSeconds(queue.longestWaitSeconds + sinceRead) })}`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
