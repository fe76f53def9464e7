import {
  SSO_MATCH_FIELDS,
  SSO_PROTOCOLS,
  ssoSettingsFormSchema,
  type SsoSettingsForm as SsoSettingsBody,
  type SsoSettingsView,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useSaveSsoSettings } from '../api/save-sso-settings'
import { schemaFieldErrors } from '../utils/schema-field-errors'
import { OidcFields } from './oidc-fields'
import { SamlFields } from './saml-fields'

export type SsoSettingsFormProps = { settings: SsoSettingsView }

type FormValues = Required<SsoSettingsBody>

const toFormValues = ({ hasClientSecret: _secret, ...view }: SsoSettingsView): FormValues => ({
  ...view,
  clientSecret: '',
})

/** The tenant's single sign-on: off, OpenID Connect or SAML 2.0, each with its provider's settings. */
export const SsoSettingsForm = ({ settings }: SsoSettingsFormProps) => {
  const { t } = useTranslation(['sso-settings', 'contract'])
  const [form] = Form.useForm<FormValues>()
  const protocol = Form.useWatch('protocol', form) ?? settings.protocol
  const save = useSaveSsoSettings()

  // The whole store, so the other protocol's fields (not shown now) are saved as they were.
  const handleFinish = () => {
    const values = form.getFieldsValue(true) as FormValues
    const problems = schemaFieldErrors(ssoSettingsFormSchema, values, t)
    if (problems.length > 0) return form.setFields(problems as Parameters<typeof form.setFields>[0])
    save.mutate(values, {
      onSuccess: () => {
        form.setFieldValue('clientSecret', '')
        showToast('success', t('saved'))
      },
    })
  }

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={toFormValues(settings)}
      onFinish={handleFinish}
    >
      {save.isError && (
        <Alert type="error" showIcon title={toErrorMessage(save.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="protocol" label={t('protocol.label')}>
        <Radio.Group
          aria-label={t('protocol.label')}
          options={Object.values(SSO_PROTOCOLS).map((value) => ({ value, label: t(`protocol.${value}`) }))}
        />
      </Form.Item>
      {protocol !== SSO_PROTOCOLS.off && (
        <Form.Item name="matchField" label={t('matchField.label')} extra={t('matchField.hint')}>
          <Select
            aria-label={t('matchField.label')}
            options={SSO_MATCH_FIELDS.map((value) => ({ value, label: t(`matchField.${value}`) }))}
          />
        </Form.Item>
      )}
      {protocol === SSO_PROTOCOLS.oidc && <OidcFields settings={settings} />}
      {protocol === SSO_PROTOCOLS.saml && <SamlFields settings={settings} />}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  )
}
