import { AGENT_STATE_LABELS, type DeskFigures } from '@portal/contract'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import { useTranslation } from 'react-i18next'
import { useNow } from '@/lib/dates/use-now'
import { stateLabel } from '@/lib/i18n/state-label'
import { formatSeconds } from '../utils/format-seconds'
import { liveFigures } from '../utils/live-figures'

export type AgentFiguresProps = { figures: DeskFigures }

/**
 * The agent's own figures today: calls handled, average handling time, time on calls, the callers' average
 * satisfaction, and the time off calls in each status used; the talk or the current status counts on each second
 * between the pushes that bring a change.
 */
export const AgentFigures = ({ figures: counted }: AgentFiguresProps) => {
  const { t } = useTranslation('working-desk')
  const figures = liveFigures(counted, useNow(counted.running.onCall || counted.running.state !== null))
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
          { key: 'talk', label: t('figures.talk'), children: formatSeconds(figures.talkSeconds) },
          {
            key: 'survey',
            label: t('figures.survey'),
            children:
              figures.averageSurveyScore === null
                ? '—'
                : t('figures.surveyValue', {
                    average: figures.averageSurveyScore,
                    count: figures.surveyCount,
                  }),
          },
          ...used.map((entry) => ({
            key: entry.state,
            label: stateLabel(AGENT_STATE_LABELS[entry.state]),
            children: formatSeconds(entry.seconds),
          })),
        ]}
      />
    </Card>
  )
}
