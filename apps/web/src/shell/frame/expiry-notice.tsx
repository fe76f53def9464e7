import type { ProductState, TokenResponse } from '@portal/contract'
import Button from 'antd/es/button'
import Result from 'antd/es/result'
import { useTranslation } from 'react-i18next'
import { useLogoutAndLeave } from '@/lib/sessions/use-logout-and-leave'

export type ExpiryNoticeProps = { session: TokenResponse; state: Extract<ProductState, { kind: 'expired' }> }

/**
 * All an expired tenant sees (spec §2, §4): how long ago the product or trial expired, to contact the account
 * manager, a contact-us e-mail (to be addressed by the user: the tenant's manager address is not known here),
 * and a way to log out.
 */
export const ExpiryNotice = ({ session, state }: ExpiryNoticeProps) => {
  const { t } = useTranslation('shell')
  const logout = useLogoutAndLeave()
  const tenant = session.tenantInfo.name
  const title = t(state.wasTrial ? 'expiry.trialTitle' : 'expiry.formalTitle', { days: state.daysExpired })
  const mailto = `mailto:?${new URLSearchParams({ subject: t('expiry.mailSubject', { tenant }) }).toString().replace(/\+/g, '%20')}`

  return (
    <main className="portal-expiry">
      <h1>{t('expiry.greeting', { name: session.authResult.principal.name })}</h1>
      <Result
        status="warning"
        title={<h2 className="portal-expiry-title">{title}</h2>}
        subTitle={t('expiry.contactManager', { tenant })}
        extra={[
          <Button key="contact" type="primary" href={mailto}>
            {t('expiry.contactUs')}
          </Button>,
          <Button
            key="logout"
            loading={logout.isPending}
            onClick={() => void logout.leave({ ignoreFailure: true })}
          >
            {t('expiry.logout')}
          </Button>,
        ]}
      />
    </main>
  )
}
