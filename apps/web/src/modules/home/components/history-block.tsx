import Alert from 'antd/es/alert'
import Empty from 'antd/es/empty'
import Skeleton from 'antd/es/skeleton'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageHistory } from '@/lib/page-history/get-page-history'
import { toErrorMessage } from '@/lib/api/error-message'
import { toRouterPath } from '@/lib/routing/portal-path'
import { DashboardCard } from './dashboard-card'

/** 最近访问: the user's latest distinct pages, each a link back to it. */
export const HistoryBlock = () => {
  const { t } = useTranslation(['dashboard', 'contract'])
  const history = usePageHistory()

  const body = () => {
    if (history.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />
    if (history.isError) return <Alert type="error" showIcon title={toErrorMessage(history.error, t)} />
    if (history.data.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />
    return (
      <ul className="dashboard-history-list">
        {history.data.map((item) => {
          const to = toRouterPath(item.url)
          return (
            <li key={`${item.pageCode}${item.url}`}>
              {to ? <Link to={to}>{item.title}</Link> : <a href={item.url}>{item.title}</a>}
            </li>
          )
        })}
      </ul>
    )
  }

  return <DashboardCard title={t('history.title')}>{body()}</DashboardCard>
}
