import type { DeskFigures } from '@portal/contract'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import { useTranslation } from 'react-i18next'
import { formatSeconds } from '../utils/format-seconds'

export type AgentFiguresProps = { figures: DeskFigures }

/** The agent's own figures today: calls handled, average handling time, and the time in each status used. */
export const AgentFigures = ({ figures }: AgentFiguresProps) => {
  const { t } = useTranslation('working-desk')
  const used = figures.secondsInState.filter((entry) => entry.seconds > 0)
  return (
    <Card title={<h2 className="working-desk-heading">{t('figures.title')}</h2>} size="small">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'handled', label: t('figures.handled'), children: figures.callsHandled },
          {
            key: 'average',
            label: t('figures.average'),
            children: formatSeconds(figures.averageHandlingSeconds),
          },
          ...used.map((entry) => ({
            key: entry.state,
            label: t(`state.${entry.state}`),
            children: formatSeconds(entry.seconds),
          })),
        ]}
      />
    </Card>
  )
}
