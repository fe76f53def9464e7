import type { CallConsult } from '@portal/contract'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { useActOnConsult } from '../../api/calls/act-on-consult'
import '../../call-transfer-translations'

export type ConsultRingingDialogProps = { consult: CallConsult }

/** A colleague asks to consult this agent about their call: answer (joining it, the customer held) or refuse. */
export const ConsultRingingDialog = ({ consult }: ConsultRingingDialogProps) => {
  const { t } = useTranslation('call-transfer')
  const act = useActOnConsult()
  const send = (action: 'answer' | 'refuse') => act.mutate({ consultId: consult.id, action })
  return (
    <Modal
      open
      title={t('ringing.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={[
        <Button key="refuse" danger disabled={act.isPending} onClick={() => send('refuse')}>
          {t('ringing.refuse')}
        </Button>,
        <Button key="answer" type="primary" disabled={act.isPending} onClick={() => send('answer')}>
          {t('ringing.answer')}
        </Button>,
      ]}
    >
      <p>{t('ringing.from', { name: consult.fromStaffName })}</p>
    </Modal>
  )
}
