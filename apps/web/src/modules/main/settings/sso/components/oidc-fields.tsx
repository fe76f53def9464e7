import Form from 'antd/es/form'
import Input from 'antd/es/input'
import type { SsoSettingsView } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { PortalAddress } from './portal-address'

export type OidcFieldsProps = { settings: SsoSettingsView }

/** The OpenID Connect provider: issuer, client, scopes and the claim that names the staff member. */
export const OidcFields = ({ settings }: OidcFieldsProps) => {
  const { t } = useTranslation('sso-settings')
  return (
    <>
      <PortalAddress label={t('oidc.redirectUri')} value={settings.redirectUri} />
      <PortalAddress label={t('oidc.postLogoutRedirectUri')} value={settings.postLogoutRedirectUri} />
      <Form.Item name="issuerUrl" label={t('oidc.issuerUrl')}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="clientId" label={t('oidc.clientId')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="clientSecret"
        label={t('oidc.clientSecret')}
        extra={settings.hasClientSecret ? t('oidc.clientSecretSet') : t('oidc.clientSecretNotSet')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="scopes" label={t('oidc.scopes')}>
        <Input />
      </Form.Item>
      <Form.Item name="claim" label={t('oidc.claim')} extra={t('oidc.claimHint')}>
        <Input />
      </Form.Item>
    </>
  )
}
