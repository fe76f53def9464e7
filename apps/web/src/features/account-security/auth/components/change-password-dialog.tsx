import { DIALOG_WIDTHS } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { ConfirmPasswordFormItem } from '../../components/confirm-password-form-item'
import { PasswordFormItem } from '../../components/password-form-item'
import { WeakPasswordDialog } from '../../components/weak-password-dialog'
import { useChangePasswordSubmit, type ChangePasswordValues } from '../hooks/use-change-password-submit'

export type ChangePasswordDialogProps = { onChanged: (newPassword: string) => void; onClose: () => void }

/** 修改密码 (spec §2, width 600) with its risk tips; allowed by the restricted cookie the login answer set. */
export const ChangePasswordDialog = ({ onChanged, onClose }: ChangePasswordDialogProps) => {
  const { t } = useTranslation('auth')
  const [form] = Form.useForm<ChangePasswordValues>()
  const submission = useChangePasswordSubmit(form, onChanged)

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
        <PasswordFormItem name="password" label={t('changePassword.current')} />
        <PasswordFormItem
          name="newPassword"
          label={t('changePassword.new')}
          isNew
          requiredKey="password.newRequired"
        />
        <ConfirmPasswordFormItem
          name="confirmPassword"
          label={t('changePassword.confirm')}
          newPasswordField="newPassword"
        />
      </Form>
      {submission.errorMessage && <Alert type="error" showIcon title={submission.errorMessage} />}
      <WeakPasswordDialog
        submission={submission}
        description={t('changePassword.weakDescription')}
        fixLabel={t('changePassword.refill')}
        acceptLabel={t('changePassword.keepWeak')}
      />
    </Modal>
  )
}
