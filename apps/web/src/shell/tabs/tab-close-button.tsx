import { CloseOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

export type TabCloseButtonProps = { name: string; isActive: boolean; order: number; onClose: () => void }

/**
 * A tab's close icon, drawn as the tab's right end. It stays out of the Tab order: the keyboard closes the focused
 * tab with Delete, and a button in the tab list would break the list (a tab list holds tabs only).
 */
export const TabCloseButton = ({ name, isActive, order, onClose }: TabCloseButtonProps) => {
  const { t } = useTranslation('shell')
  return (
    <button
      type="button"
      tabIndex={-1}
      className={`portal-tab-close${isActive ? ' portal-tab-active' : ''}`}
      style={{ order }}
      aria-label={t('tabs.closeTab', { name })}
      onClick={onClose}
    >
      <CloseOutlined aria-hidden />
    </button>
  )
}
