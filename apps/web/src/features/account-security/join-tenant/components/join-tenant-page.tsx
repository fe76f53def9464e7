import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Password from 'antd/es/input/Password'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { toErrorMessage } from '@/lib/api/error-message'
import { BackToLoginLink } from '../../components/back-to-login-link'
import { AuthCard } from '../../components/auth-card'
import { useLinkToken } from '../../hooks/use-link-token'
import { useAcceptInvitation } from '../api/accept-invitation'
import { useViewInvitation } from '../api/view-invitation'

type JoinValues = { password: string }

/**
 * The e-mailed link's page for an account of another tenant invited as a staff member: it names the company and
 * the account, and joins only when the owner confirms with the account's password; success goes to login.
 */
export const JoinTenantPage = () => {
  const token = useLinkToken()
  const invitation = useViewInvitation(token)
  const { t } = useTranslation(['reset', 'contract'])
  const navigate = useNavigate()
  const accept = useAcceptInvitation()
  const handleFinish = ({ password }: JoinValues) =>
    accept.mutate(
      { token, password },
      {
        onSuccess: ({ tenantName, account }) =>
          void navigate(ROUTER_PATHS.login, {
            state: { notice: t('joinDone', { tenant: tenantName, account }) },
          }),
      },
    )
  const failure = !token
    ? t('contract:staff.setPasswordLinkInvalid')
    : invitation.isError && toErrorMessage(invitation.error, t)
  return (
    <AuthCard title={t('joinTitle')}>
      {invitation.isPending && token !== '' && <Spin style={{ display: 'block' }} />}
      {invitation.data && (
        <>
          <p>{t('joinIntro', { tenant: invitation.data.tenantName, account: invitation.data.account })}</p>
          <Form<JoinValues>
            name="join-tenant"
            layout="vertical"
            requiredMark={false}
            size="large"
            onFinish={handleFinish}
          >
            <Form.Item
              name="password"
              label={t('joinPassword')}
              rules={[{ required: true, message: t('contract:password.required') }]}
            >
              <Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={accept.isPending}>
              {t('joinSubmit')}
            </Button>
          </Form>
        </>
      )}
      {(failure || accept.isError) && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={failure || toErrorMessage(accept.error, t)}
        />
      )}
      <BackToLoginLink />
    </AuthCard>
  )
}
