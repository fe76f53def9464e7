import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { TABS_PER_PAGE } from '@portal/contract'
import Button from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { usePageNameResolver } from '@/lib/menus/use-page-name-resolver'
import { useTabStore } from '../stores/tab-store'
import { tabPage } from './tab-list'
import { TabItem } from './tab-item'
import type { useTabActions } from './use-tab-actions'

export type TabBarProps = { activeKey: string; actions: ReturnType<typeof useTabActions> }

/**
 * The multi-tab workspace bar (spec §2): ten tabs a page with left/right paging, following the active tab
 * unless the user pages away from it.
 */
export const TabBar = ({ activeKey, actions }: TabBarProps) => {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const nameOf = usePageNameResolver()
  const tabs = useTabStore((state) => state.tabs)
  const activeIndex = tabs.findIndex((tab) => tab.key === activeKey)
  const activePage = activeIndex < 0 ? 0 : Math.floor(activeIndex / TABS_PER_PAGE)
  const [paged, setPaged] = useState<{ page: number; activeKey: string } | null>(null)
  const view = tabPage(tabs, paged?.activeKey === activeKey ? paged.page : activePage, TABS_PER_PAGE)

  const handlePage = (step: number) => setPaged({ page: view.page + step, activeKey })

  return (
    <div className="portal-tab-bar">
      {view.pageCount > 1 && (
        <Button
          type="text"
          size="small"
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('tabs.previous')}
          disabled={view.page === 0}
          onClick={() => handlePage(-1)}
        />
      )}
      <div role="tablist" aria-label={t('tabs.label')} className="portal-tab-list">
        {view.tabs.map((tab) => (
          <TabItem
            key={tab.key}
            tab={tab}
            name={tab.name ?? nameOf(tab.fullPath)}
            isActive={tab.key === activeKey}
            hasSiblings={tabs.length > 1}
            onSelect={() => void navigate(tab.fullPath)}
            onClose={() => actions.close(tab.key)}
            onCommand={(command) => actions.run(command, tab.key)}
          />
        ))}
      </div>
      {view.pageCount > 1 && (
        <Button
          type="text"
          size="small"
          icon={<RightOutlined aria-hidden />}
          aria-label={t('tabs.next')}
          disabled={view.page === view.pageCount - 1}
          onClick={() => handlePage(1)}
        />
      )}
    </div>
  )
}
