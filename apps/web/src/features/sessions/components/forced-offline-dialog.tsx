import '../translations'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { useLogoutAndLeave } from '@/lib/sessions/use-logout-and-leave'

export type ForcedOfflineDialogProps = { message: string }

/**
 * 下线通知 (spec §2, §4): the session was ended elsewhere, so the only way on is 确定, which logs out (whatever
 * the logout answers) and goes to the login page.
 */
export const ForcedOfflineDialog = ({ message }: ForcedOfflineDialogProps) => {
  const { t } = useTranslation(['sessions', 'contract'])
  const { leave, isPending } = useLogoutAndLeave()

  return (
    <Modal
      open
      title={t('offline.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" loading={isPending} onClick={() => void leave({ ignoreFailure: true })}>
          {t('offline.confirm')}
        </Button>
      }
    >
      <p>{message || t('contract:login.remoteLogin')}</p>
    </Modal>
  )
}
