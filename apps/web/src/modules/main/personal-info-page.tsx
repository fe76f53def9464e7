import './translations'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useProfile } from '@/features/own-account/api/get-profile'
import { AvatarField } from '@/features/own-account/components/avatar-field'
import { OwnSessionList } from '@/features/own-account/components/own-session-list'
import { ProfileForm } from '@/features/own-account/components/profile-form'
import { SecondFactorCard } from '@/features/own-account/components/second-factor-card'
import { sealWithFreshChallenge } from '@/features/account-security/api/seal-with-fresh-challenge'
import { useSession } from '@/lib/sessions/get-session'
import { useLogoutAndLeave } from '@/lib/sessions/use-logout-and-leave'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'

const ChangePasswordDialog = lazyWithRetry(() =>
  import('@/features/account-security/auth/components/change-password-dialog').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
)

/**
 * Personal info (mzz/main/main/setting/personal/individual): the avatar, name and phone to edit, the account
 * and role, the password change (which signs every session out, this one too), the second factors, and the
 * signed-in devices.
 */
export const PersonalInfoPage = () => {
  const { t } = useTranslation('personal')
  const { data: session } = useSession()
  const profile = useProfile()
  const { leave } = useLogoutAndLeave()
  const [isChangingPassword, setIsChangingPassword] = useState(false)
  if (!session || !profile.data) return null
  const { data } = profile

  return (
    <div className="portal-page" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1 className="portal-page-title">{t('title')}</h1>
      <Card title={<h2 className="portal-card-title">{t('basic')}</h2>}>
        <AvatarField avatar={data.avatar} />
        <Descriptions
          style={{ margin: '16px 0' }}
          column={1}
          items={[
            { key: 'username', label: t('username'), children: data.username },
            { key: 'email', label: t('email'), children: data.email ?? t('none') },
            { key: 'role', label: t('role'), children: data.roleName },
            { key: 'tenant', label: t('tenant'), children: data.tenantName },
          ]}
        />
        <ProfileForm
          profile={data}
          isInternational={session.internationSwitchInfo.enabled}
          sealPassword={sealWithFreshChallenge}
        />
      </Card>
      <Card title={<h2 className="portal-card-title">{t('security')}</h2>}>
        <Button onClick={() => setIsChangingPassword(true)}>{t('changePassword')}</Button>
      </Card>
      <Card title={<h2 className="portal-card-title">{t('twoStep')}</h2>}>
        <SecondFactorCard sealPassword={sealWithFreshChallenge} />
      </Card>
      <Card title={<h2 className="portal-card-title">{t('devices')}</h2>}>
        <OwnSessionList />
      </Card>
      {isChangingPassword && (
        <Suspense>
          <ChangePasswordDialog
            onChanged={() => void leave({ ignoreFailure: true })}
            onClose={() => setIsChangingPassword(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
