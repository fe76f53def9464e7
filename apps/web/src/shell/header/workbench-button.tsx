import { LaptopOutlined } from '@ant-design/icons'
import { TOOL_PERMISSIONS } from '@portal/contract'
import Button from 'antd/es/button'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { WORKBENCH_WINDOW_PATH, isNewPlatformMode } from '@/lib/routing/workbench-window-path'

/**
 * The desktop-workbench button (code new.platform): in new-platform mode the working desk in a window of its
 * own, which shares the tabs' push connection through their SharedWorker; otherwise platformPort in the frame.
 */
export const WorkbenchButton = () => {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const hasNewPlatform = useHasPermission(TOOL_PERMISSIONS.newPlatform)
  const handleOpen = () => {
    if (isNewPlatformMode({ hasNewPlatform, hasSharedWorker: typeof SharedWorker !== 'undefined' }))
      window.open(WORKBENCH_WINDOW_PATH, '_blank', 'noopener')
    else void navigate(ROUTER_PATHS.platformPort)
  }
  return (
    <Tooltip title={t('header.workbench')}>
      <Button
        type="text"
        aria-label={t('header.workbench')}
        icon={<LaptopOutlined aria-hidden />}
        onClick={handleOpen}
      />
    </Tooltip>
  )
}
