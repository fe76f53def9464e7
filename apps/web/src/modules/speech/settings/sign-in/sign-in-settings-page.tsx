import './translations'
import {
  SIGN_MODELS,
  TELEPHONY_NETWORKS,
  isSipAddress,
  signInSettingsSchema,
  type SignInSettingsForm,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Checkbox from 'antd/es/checkbox'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Radio from 'antd/es/radio'
import { useTranslation } from 'react-i18next'
import { SettingsFormPage } from '@/components/settings-form-page'
import { toFormRule, toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useSignInSettings } from './api/get-sign-in-settings'
import { useSaveSignInSettings } from './api/save-sign-in-settings'

const fields = signInSettingsSchema.shape
const checkSipAddress = (address: string | null | undefined) =>
  address && isSipAddress(address.trim()) ? null : ('callCentre.signIn.sipAddress' as const)

/**
 * 签入方式 (设置 › 呼叫中心设置): which modes the tenant's agents sign in with, the mobile pattern, and the network
 * with the SIP server's address. It says what this portal's SIP server is, since the deployment sets it, not the
 * tenant.
 */
export const SignInSettingsPage = () => {
  const { t } = useTranslation(['call-centre-sign-in', 'contract'])
  const page = useSignInSettings()
  const save = useSaveSignInSettings()
  const [form] = Form.useForm<SignInSettingsForm>()
  const network = Form.useWatch('network', form) ?? page.data?.settings.network
  const portalSipServer = page.data?.portalSipServer ?? null

  const handleFinish = (values: SignInSettingsForm) =>
    save.mutate(
      {
        ...values,
        agentPhonePattern: values.agentPhonePattern?.trim() || null,
        sipAddress: values.sipAddress?.trim() || null,
      },
      { onSuccess: () => showToast('success', t('saved')) },
    )

  return (
    <SettingsFormPage<SignInSettingsForm>
      title={t('pageTitle')}
      error={page.error ?? save.error}
      form={form}
      values={page.data?.settings}
      onFinish={handleFinish}
      isSaving={save.isPending}
      saveLabel={t('save')}
      columns={{ label: 6, field: 14, maxWidth: 880 }}
    >
      <Form.Item name="signModels" label={t('signModels')} rules={[toSchemaRule(fields.signModels, t, [])]}>
        <Checkbox.Group
          options={SIGN_MODELS.map((model) => ({ value: model, label: t(`signModel.${model}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="agentPhonePattern"
        label={t('agentPhonePattern')}
        extra={t('agentPhonePatternHint')}
        rules={[toSchemaRule(fields.agentPhonePattern, t, null)]}
      >
        <Input maxLength={200} spellCheck={false} />
      </Form.Item>
      <Form.Item name="network" label={t('network')}>
        <Radio.Group options={TELEPHONY_NETWORKS.map((value) => ({ value, label: t(`network.${value}`) }))} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
        <Alert
          type={portalSipServer || network !== 'sip' ? 'info' : 'warning'}
          showIcon
          title={portalSipServer ? t('portalSipServer', { server: portalSipServer }) : t('noPortalSipServer')}
          description={network === 'simulator' ? t('simulatorHint') : undefined}
        />
      </Form.Item>
      {network === 'sip' && (
        <Form.Item name="sipAddress" label={t('sipAddress')} rules={[toFormRule(checkSipAddress, t)]}>
          <Input maxLength={260} spellCheck={false} placeholder={portalSipServer ?? 'sip.example.com'} />
        </Form.Item>
      )}
    </SettingsFormPage>
  )
}
