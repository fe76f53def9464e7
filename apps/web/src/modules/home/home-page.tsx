import './translations'
import './dashboard.css'
import { DASHBOARD_PERMISSIONS } from '@portal/contract'
import Col from 'antd/es/col'
import Row from 'antd/es/row'
import { useTranslation } from 'react-i18next'
import { Permission } from '@/lib/access/permission'
import { usePermissions } from '@/lib/access/use-has-permission'
import { BannerCarousel } from './components/banner-carousel'
import { CompanyBlock } from './components/company-block'
import { HistoryBlock } from './components/history-block'
import { MessagesBlock } from './components/messages-block'
import { TodoPanel } from './components/todo-panel'
import { WelcomeBlock } from './components/welcome-block'

/**
 * The home dashboard (spec §2): welcome line, banners, to-dos and messages on the wide column, licence and recent
 * pages beside them; each block only with its portal_* code.
 */
export const HomePage = () => {
  const { t } = useTranslation('dashboard')
  const { can } = usePermissions()

  return (
    <div className="portal-page dashboard">
      {can(DASHBOARD_PERMISSIONS.welcome) ? (
        <WelcomeBlock />
      ) : (
        <h1 className="portal-visually-hidden">{t('title')}</h1>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16} className="dashboard-column">
          <Permission code={DASHBOARD_PERMISSIONS.banner}>
            <BannerCarousel />
          </Permission>
          <Permission code={DASHBOARD_PERMISSIONS.todoList}>
            <TodoPanel />
          </Permission>
          <Permission code={DASHBOARD_PERMISSIONS.message}>
            <MessagesBlock />
          </Permission>
        </Col>
        <Col xs={24} xl={8} className="dashboard-column">
          <Permission code={DASHBOARD_PERMISSIONS.company}>
            <CompanyBlock />
          </Permission>
          <Permission code={DASHBOARD_PERMISSIONS.history}>
            <HistoryBlock />
          </Permission>
        </Col>
      </Row>
    </div>
  )
}
