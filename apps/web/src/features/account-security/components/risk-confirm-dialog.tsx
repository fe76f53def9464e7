import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'

export type RiskConfirmDialogProps = {
  open: boolean
  description: string
  /** The safe way out, e.g. 修改密码 or 重新填写. */
  fixLabel: string
  /** Going on despite the risk, e.g. 已了解风险，继续登录. */
  acceptLabel: string
  isAccepting?: boolean
  onFix: () => void
  onAccept: () => void
  onDismiss: () => void
}

/** The weak-password confirm box 账号存在风险 (spec §4, §8): fix the password, or accept the risk and go on. */
export const RiskConfirmDialog = (props: RiskConfirmDialogProps) => {
  const { t } = useTranslation('contract')
  return (
    <Modal
      open={props.open}
      title={t('login.weakPassword')}
      onCancel={props.onDismiss}
      mask={{ closable: false }}
      footer={[
        <Button key="accept" onClick={props.onAccept} loading={props.isAccepting}>
          {props.acceptLabel}
        </Button>,
        <Button key="fix" type="primary" onClick={props.onFix}>
          {props.fixLabel}
        </Button>,
      ]}
    >
      <p>{props.description}</p>
    </Modal>
  )
}
