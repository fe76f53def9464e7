import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { AuthCard } from '../../components/auth-card'
import { BackToLoginLink } from '../../components/back-to-login-link'
import { ConfirmPasswordFormItem } from '../../components/confirm-password-form-item'
import { PasswordFormItem } from '../../components/password-form-item'
import { WeakPasswordDialog } from '../../components/weak-password-dialog'
import { useLinkToken } from '../../hooks/use-link-token'
import { useWeakPasswordSubmit } from '../../hooks/use-weak-password-submit'
import { useSetPassword } from '../api/set-password'

type SetPasswordValues = { password: string; confirmPassword: string }

/**
 * The e-mailed link's page (staff invitation or reset): the new password twice; success goes to login with the
 * account to log in as. A weak password asks first, like every new password.
 */
export const SetPasswordPage = () => {
  const { t } = useTranslation(['reset', 'contract'])
  const navigate = useNavigate()
  const token = useLinkToken()
  const [form] = Form.useForm<SetPasswordValues>()
  const submission = useWeakPasswordSubmit({
    form,
    newPasswordFields: ['password', 'confirmPassword'],
    mutation: useSetPassword(),
    toVariables: ({ password }: SetPasswordValues, confirmWeakPwd) => ({ token, password, confirmWeakPwd }),
    onSuccess: ({ account }) =>
      void navigate(ROUTER_PATHS.login, { state: { notice: t('setDone', { account }) } }),
    toErrorText: (error) => toErrorMessage(error, t),
  })
  return (
    <AuthCard title={t('setTitle')}>
      {token ? (
        <Form
          name="set-password"
          form={form}
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={submission.submit}
        >
          <PasswordFormItem name="password" label={t('newPassword')} isNew isCheckedOnBlur />
          <ConfirmPasswordFormItem
            name="confirmPassword"
            label={t('confirmPassword')}
            newPasswordField="password"
          />
          <Button type="primary" htmlType="submit" block loading={submission.isSubmitting}>
            {t('setSubmit')}
          </Button>
        </Form>
      ) : null}
      {(submission.errorMessage !== null || !token) && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={submission.errorMessage ?? t('contract:staff.setPasswordLinkInvalid')}
        />
      )}
      <WeakPasswordDialog
        submission={submission}
        description={t('weakDescription')}
        fixLabel={t('refill')}
        acceptLabel={t('continue')}
      />
      <BackToLoginLink />
    </AuthCard>
  )
}
