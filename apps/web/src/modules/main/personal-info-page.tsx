import './translations'
import Descriptions from 'antd/es/descriptions'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/sessions/get-session'

/** Personal info (mzz/main/main/setting/personal/individual): who is signed in, with which role and tenant. */
export const PersonalInfoPage = () => {
  const { t } = useTranslation('personal')
  const { data: session } = useSession()
  if (!session) return null
  const { principal } = session.authResult
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('title')}</h1>
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'name', label: t('name'), children: principal.name },
          { key: 'username', label: t('username'), children: principal.username },
          { key: 'email', label: t('email'), children: principal.email ?? t('none') },
          { key: 'role', label: t('role'), children: principal.roleName },
          { key: 'tenant', label: t('tenant'), children: session.tenantInfo.name },
        ]}
      />
    </div>
  )
}
