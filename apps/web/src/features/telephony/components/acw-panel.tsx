import type { AgentSnapshot } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { useAcw } from '../api/acw'
import { useNow } from '../hooks/use-now'
import { formatDuration } from '../utils/format-duration'
import { CallTimer } from './call-timer'

export type AcwPanelProps = { agent: AgentSnapshot }

/** After-call work (§3): the countdown to its end, with "end now" and "extend". */
export const AcwPanel = ({ agent }: AcwPanelProps) => {
  const { t } = useTranslation('telephony')
  const acw = useAcw()
  const now = useNow(agent.acwEndsAt !== null)
  return (
    <section aria-labelledby="telephony-acw-title" className="telephony-acw">
      <h2 id="telephony-acw-title" className="telephony-section-title">
        {t('acw.title')}
      </h2>
      {agent.acwEndsAt ? (
        <p role="timer" aria-label={t('acw.title')}>
          {t('acw.left', { time: formatDuration(Date.parse(agent.acwEndsAt) - now + 999) })}
        </p>
      ) : (
        <CallTimer from={agent.stateSince} label={t('acw.title')} />
      )}
      <Space>
        <Button
          type="primary"
          loading={acw.isPending && acw.variables === 'end'}
          onClick={() => acw.mutate('end')}
        >
          {t('acw.end')}
        </Button>
        <Button loading={acw.isPending && acw.variables === 'extend'} onClick={() => acw.mutate('extend')}>
          {t('acw.extend')}
        </Button>
      </Space>
    </section>
  )
}
