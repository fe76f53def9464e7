import { useTranslation } from 'react-i18next'
import { SupervisorWall } from '@/features/telephony/components/monitoring/supervisor-wall'
import '@/features/telephony/supervisor-wall-translations'

/** 实时监控: the supervisor's live view of their skill groups' agents and queues (code speech.monitor). */
export const LiveMonitorPage = () => {
  const { t } = useTranslation('supervisor-wall')
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('title')}</h1>
      <SupervisorWall />
    </div>
  )
}
