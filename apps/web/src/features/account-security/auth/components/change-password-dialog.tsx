import {
  DIALOG_WIDTHS,
  PASSWORD_MAX_LENGTH,
  checkPassword,
  checkPasswordConfirmation,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Password from 'antd/es/input/Password'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { RiskConfirmDialog } from '../../components/risk-confirm-dialog'
import { toFormRule } from '@/lib/form-rules'
import { useChangePasswordSubmit, type ChangePasswordValues } from '../hooks/use-change-password-submit'

export type ChangePasswordDialogProps = { onChanged: (newPassword: string) => void; onClose: () => void }

/** 修改密码 (spec §2, width 600) with its risk tips; allowed by the restricted cookie the login answer set. */
export const ChangePasswordDialog = ({ onChanged, onClose }: ChangePasswordDialogProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const [form] = Form.useForm<ChangePasswordValues>()
  const submission = useChangePasswordSubmit(form, onChanged)
  const checkNewPassword = (value: string | undefined) => checkPassword(value, 'password.newRequired')
  const checkConfirmation = (value: string | undefined) =>
    checkPasswordConfirmation(form.getFieldValue('newPassword') ?? '', value)

  return (
    <Modal
      open
      width={DIALOG_WIDTHS.changePassword}
      title={t('changePassword.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" loading={submission.isSubmitting} onClick={() => form.submit()}>
          {t('changePassword.submit')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('changePassword.riskTips')} style={{ marginBottom: 24 }} />
      <Form
        name="change-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submission.submit}
      >
        <Form.Item name="password" label={t('changePassword.current')} rules={[toFormRule(checkPassword, t)]}>
          <Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('changePassword.new')}
          rules={[toFormRule(checkNewPassword, t)]}
        >
          <Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('changePassword.confirm')}
          dependencies={['newPassword']}
          rules={[toFormRule(checkConfirmation, t)]}
        >
          <Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
      </Form>
      {submission.errorMessage && <Alert type="error" showIcon title={submission.errorMessage} />}
      <RiskConfirmDialog
        open={submission.isWeakConfirmOpen}
        description={t('changePassword.weakDescription')}
        fixLabel={t('changePassword.refill')}
        acceptLabel={t('changePassword.keepWeak')}
        isAccepting={submission.isSubmitting}
        onFix={submission.refill}
        onAccept={submission.keepWeakPassword}
        onDismiss={submission.dismissWeakConfirm}
      />
    </Modal>
  )
}
