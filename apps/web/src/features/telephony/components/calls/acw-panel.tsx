import type { AgentSnapshot } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { useAcw } from '../../api/calls/acw'
import { AcwCountdown } from './acw-countdown'
import { CallTimer } from './call-timer'

export type AcwPanelProps = { agent: AgentSnapshot }

/**
 * After-call work (§3): the countdown to its end, with "end now" and "extend"; mandatory work (no end time) counts
 * up and ends only once the call has its wrap-up code.
 */
export const AcwPanel = ({ agent }: AcwPanelProps) => {
  const { t } = useTranslation('telephony')
  const acw = useAcw()
  return (
    <section aria-labelledby="telephony-acw-title" className="telephony-acw">
      <h2 id="telephony-acw-title" className="telephony-section-title">
        {t('acw.title')}
      </h2>
      {agent.acwEndsAt ? (
        <p>
          <AcwCountdown endsAt={agent.acwEndsAt} format={(time) => t('acw.left', { time })} />
        </p>
      ) : (
        // Mandatory after-call work has no end time: it counts up until the agent ends it with a wrap-up code.
        <>
          <CallTimer from={agent.stateSince} label={t('acw.title')} />
          <p>{t('acw.needsWrapUp')}</p>
        </>
      )}
      <Space>
        <Button
          type="primary"
          loading={acw.isPending && acw.variables === 'end'}
          onClick={() => acw.mutate('end')}
        >
          {t('acw.end')}
        </Button>
        {agent.acwEndsAt && (
          <Button loading={acw.isPending && acw.variables === 'extend'} onClick={() => acw.mutate('extend')}>
            {t('acw.extend')}
          </Button>
        )}
      </Space>
    </section>
  )
}
