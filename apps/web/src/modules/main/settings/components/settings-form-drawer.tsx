import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Drawer from 'antd/es/drawer'
import Space from 'antd/es/space'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'

export type SettingsFormDrawerProps = {
  title: string
  isOpen: boolean
  onClose: () => void
  /** Submits the drawer's form (its Save button). */
  onSave: () => void
  isSaving: boolean
  /** The last save's (or load's) error, shown above the form; none when there is none. */
  error?: unknown
  size?: number
  /** The form. */
  children: ReactNode
}

/**
 * The drawer a settings page edits one record in: the form, the error of its last save above it, and Cancel and
 * Save at the foot; its close button is named for a screen reader.
 * @example <SettingsFormDrawer title="新建" isOpen onClose={close} onSave={() => form.submit()} isSaving={false}>…</SettingsFormDrawer>
 */
export const SettingsFormDrawer = ({
  title,
  isOpen,
  onClose,
  onSave,
  isSaving,
  error,
  size = 520,
  children,
}: SettingsFormDrawerProps) => {
  const { t } = useTranslation('settings')
  return (
    <Drawer
      title={title}
      open={isOpen}
      onClose={onClose}
      size={size}
      destroyOnHidden
      closable={{ 'aria-label': t('cancel') }}
      footer={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={isSaving} onClick={onSave}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      {Boolean(error) && (
        <Alert type="error" showIcon title={toErrorMessage(error, t)} style={{ marginBottom: 16 }} />
      )}
      {children}
    </Drawer>
  )
}
