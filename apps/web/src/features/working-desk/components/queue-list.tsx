import type { DeskQueue } from '@portal/contract'
import Card from 'antd/es/card'
import { useTranslation } from 'react-i18next'
import { formatSeconds } from '../utils/format-seconds'

export type QueueListProps = { queues: readonly DeskQueue[] }

/** The calls waiting in the agent's skill groups: how many, and how long the first has waited. */
export const QueueList = ({ queues }: QueueListProps) => {
  const { t } = useTranslation('working-desk')
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
                `, ${t('queues.longest', { wait: formatSeconds(queue.longestWaitSeconds) })}`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
