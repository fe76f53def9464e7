import { CloseOutlined } from '@ant-design/icons'
import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import { useTranslation } from 'react-i18next'
import type { Tab } from './tab-list'
import { TAB_COMMANDS, type TabCommand } from './use-tab-actions'

export type TabItemProps = {
  tab: Tab
  name: string
  isActive: boolean
  /** More than one tab is open: close icons and the context menu show. */
  hasSiblings: boolean
  onSelect: () => void
  onClose: () => void
  onCommand: (command: TabCommand) => void
}

const isTabCommand = (key: string): key is TabCommand => (TAB_COMMANDS as readonly string[]).includes(key)

/** One tab: click activates, the icon closes, right-click offers close, close others, close all and refresh. */
export const TabItem = ({ tab, name, isActive, hasSiblings, onSelect, onClose, onCommand }: TabItemProps) => {
  const { t } = useTranslation('shell')
  const items: MenuProps['items'] = TAB_COMMANDS.map((command) => ({
    key: command,
    label: t(`tabs.${command}`),
    disabled: command === 'close' && tab.isPinned,
  }))
  const handleMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (isTabCommand(key)) onCommand(key)
  }

  const item = (
    <div className={`portal-tab${isActive ? ' portal-tab-active' : ''}`} role="presentation">
      <button
        type="button"
        role="tab"
        aria-selected={isActive}
        className="portal-tab-name"
        title={name}
        onClick={onSelect}
      >
        {name}
      </button>
      {hasSiblings && !tab.isPinned && (
        <button
          type="button"
          className="portal-tab-close"
          aria-label={t('tabs.closeTab', { name })}
          onClick={onClose}
        >
          <CloseOutlined aria-hidden />
        </button>
      )}
    </div>
  )
  if (!hasSiblings) return item
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: handleMenuClick }}>
      {item}
    </Dropdown>
  )
}
