import type { IvrNumber } from '@portal/contract'
import Modal from 'antd/es/modal'
import Table from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { useIvrNumbers } from '../api/get-ivr-numbers'
import '../translations'

export type IvrDialogProps = { isOpen: boolean; onClose: () => void }

/** The IVR tool (portal.tool.IVR): the tenant's numbers and what each one routes to, read-only. */
export const IvrDialog = ({ isOpen, onClose }: IvrDialogProps) => {
  const { t } = useTranslation('tools')
  const { data = [], isLoading } = useIvrNumbers()
  const routeText = ({ route, target }: IvrNumber) =>
    route === 'QUEUE' && !target ? t('route.defaultQueue') : t(`route.${route}`, { target })
  return (
    <Modal title={t('ivr')} open={isOpen} onCancel={onClose} footer={null} destroyOnHidden>
      <Table<IvrNumber>
        aria-label={t('ivrNumbers')}
        rowKey="number"
        size="small"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        columns={[
          { title: t('ivrNumber'), dataIndex: 'number' },
          { title: t('ivrEntry'), dataIndex: 'name' },
          { title: t('ivrRoute'), key: 'route', render: (_, number) => routeText(number) },
        ]}
      />
    </Modal>
  )
}
