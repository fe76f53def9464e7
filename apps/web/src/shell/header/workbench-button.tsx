import { LaptopOutlined } from '@ant-design/icons'
import Button from 'antd/es/button'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'

/** Where the desktop workbench opens, in a window of its own (spec §2). */
export const WORKBENCH_PATH = '/dzfront/workbench/working'

/** The desktop-workbench button (code new.platform). */
export const WorkbenchButton = () => {
  const { t } = useTranslation('shell')
  const handleOpen = () => window.open(WORKBENCH_PATH, '_blank', 'noopener')
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
