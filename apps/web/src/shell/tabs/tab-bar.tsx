import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons'
import Button from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { usePageNameResolver } from '@/lib/menus/use-page-name-resolver'
import { useTabStore } from '../stores/tab-store'
import { pageOfTab, tabPage } from './tab-list'
import { TabCloseButton } from './tab-close-button'
import { TabItem } from './tab-item'
import type { useTabActions } from './use-tab-actions'
import { useTabKeyboard } from './use-tab-keyboard'
import { useTabPages } from './use-tab-pages'

export type TabBarProps = { activeKey: string; actions: ReturnType<typeof useTabActions> }

/**
 * The multi-tab workspace bar (spec §2): as many tabs a page as the bar's width holds, ten at most, with
 * left/right paging when they overflow, following the active tab unless the user pages away from it. The tab list holds the tabs alone; each close icon sits beside it in the
 * strip and is ordered after its tab, so the pair reads as one tab.
 */
export const TabBar = ({ activeKey, actions }: TabBarProps) => {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const nameOf = usePageNameResolver()
  const tabs = useTabStore((state) => state.tabs)
  const { listRef, handleKeyDown } = useTabKeyboard(activeKey, actions.close)
  const hasSiblings = tabs.length > 1
  const names = tabs.map((tab) => tab.name ?? nameOf(tab.fullPath))
  const { barRef, measureRef, starts } = useTabPages(names)
  const activePage = pageOfTab(
    starts,
    tabs.findIndex((tab) => tab.key === activeKey),
  )
  const [paged, setPaged] = useState<{ page: number; activeKey: string } | null>(null)
  // Paging away holds only until another tab becomes active (even the same one again): that one then shows.
  if (paged && paged.activeKey !== activeKey) setPaged(null)
  const view = tabPage(tabs, starts, paged ? paged.page : activePage)
  const first = starts[view.page] ?? 0
  const tabStop = view.tabs.some((tab) => tab.key === activeKey) ? activeKey : view.tabs[0]?.key
  const shown = view.tabs.map((tab, index) => ({
    tab,
    name: names[first + index] ?? '',
    order: index * 2,
    isClosable: hasSiblings && !tab.isPinned,
  }))

  const handlePage = (step: number) => setPaged({ page: view.page + step, activeKey })

  return (
    <div className="portal-tab-bar" ref={barRef}>
      {/* A hidden copy of every tab, close icon included, for their widths (see useTabPages). */}
      <div className="portal-tab-measure" aria-hidden ref={measureRef}>
        {names.map((name, index) => (
          <span key={tabs[index]?.key} className="portal-tab-measure-item">
            <span className="portal-tab portal-tab-closable">{name}</span>
            {hasSiblings && (
              <span className="portal-tab-close">
                <CloseOutlined />
              </span>
            )}
          </span>
        ))}
      </div>
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
      <div className="portal-tab-strip">
        <div role="tablist" aria-label={t('tabs.label')} className="portal-tab-list" ref={listRef}>
          {shown.map(({ tab, name, order, isClosable }) => (
            <TabItem
              key={tab.key}
              tab={tab}
              name={name}
              isActive={tab.key === activeKey}
              isTabStop={tab.key === tabStop}
              hasSiblings={hasSiblings}
              order={order}
              onSelect={() => void navigate(tab.fullPath)}
              onKeyDown={(event) => handleKeyDown(event, tab.key, isClosable)}
              onCommand={(command) => actions.run(command, tab.key)}
            />
          ))}
        </div>
        {shown.map(
          ({ tab, name, order, isClosable }) =>
            isClosable && (
              <TabCloseButton
                key={tab.key}
                name={name}
                isActive={tab.key === activeKey}
                order={order + 1}
                onClose={() => actions.close(tab.key)}
              />
            ),
        )}
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
