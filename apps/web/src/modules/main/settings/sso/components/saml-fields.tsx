import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { SSO_CERTIFICATE_MAX_LENGTH, type SsoSettingsView } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { PortalAddress } from './portal-address'

export type SamlFieldsProps = { settings: SsoSettingsView }

/** The SAML 2.0 IdP: its sign-in and logout URLs, its signing certificate, our entity id, the attribute to match. */
export const SamlFields = ({ settings }: SamlFieldsProps) => {
  const { t } = useTranslation('sso-settings')
  return (
    <>
      <PortalAddress label={t('saml.acsUrl')} value={settings.acsUrl} />
      <Form.Item name="entryPoint" label={t('saml.entryPoint')}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="idpLogoutUrl" label={t('saml.idpLogoutUrl')}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="idpCertificate" label={t('saml.idpCertificate')}>
        <Input.TextArea
          rows={6}
          maxLength={SSO_CERTIFICATE_MAX_LENGTH}
          placeholder="-----BEGIN CERTIFICATE-----"
        />
      </Form.Item>
      <Form.Item name="spEntityId" label={t('saml.spEntityId')}>
        <Input />
      </Form.Item>
      <Form.Item name="samlAttribute" label={t('saml.attribute')} extra={t('saml.attributeHint')}>
        <Input />
      </Form.Item>
    </>
  )
}
