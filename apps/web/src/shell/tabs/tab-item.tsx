import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Tab } from './tab-list'
import { TAB_COMMANDS, type TabCommand } from './use-tab-actions'

export type TabItemProps = {
  tab: Tab
  name: string
  isActive: boolean
  /** The one tab of the list that Tab reaches; arrow keys move between the others. */
  isTabStop: boolean
  /** More than one tab is open: close icons and the context menu show. */
  hasSiblings: boolean
  /** Its place in the strip, before its close icon (the tab list holds tabs only, the icons sit beside it). */
  order: number
  onSelect: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
  onCommand: (command: TabCommand) => void
}

const isTabCommand = (key: string): key is TabCommand => (TAB_COMMANDS as readonly string[]).includes(key)

/**
 * One tab: click or Enter activates, Delete closes; right-click or the context-menu key (Shift+F10) offers close,
 * close others, close all and refresh.
 */
export const TabItem = (props: TabItemProps) => {
  const { tab, name, isActive, isTabStop, hasSiblings, order, onSelect, onKeyDown, onCommand } = props
  const { t } = useTranslation('shell')
  const items: MenuProps['items'] = TAB_COMMANDS.map((command) => ({
    key: command,
    label: t(`tabs.${command}`),
    disabled: command === 'close' && tab.isPinned,
  }))
  const handleMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (isTabCommand(key)) onCommand(key)
  }
  const isClosable = hasSiblings && !tab.isPinned

  const item = (
    <button
      type="button"
      role="tab"
      aria-selected={isActive}
      aria-keyshortcuts={isClosable ? 'Delete' : undefined}
      tabIndex={isTabStop ? 0 : -1}
      data-tab-key={tab.key}
      className={`portal-tab${isActive ? ' portal-tab-active' : ''}${isClosable ? ' portal-tab-closable' : ''}`}
      style={{ order }}
      title={name}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      {name}
    </button>
  )
  if (!hasSiblings) return item
  return (
    <Dropdown trigger={['contextMenu']} autoFocus menu={{ items, onClick: handleMenuClick }}>
      {item}
    </Dropdown>
  )
}
