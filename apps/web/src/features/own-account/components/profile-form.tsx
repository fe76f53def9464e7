import '../translations'
import {
  DEFAULT_MOBILE_LENGTH,
  DEFAULT_MOBILE_PATTERN,
  GLOBAL_PHONE_MAX_DIGITS,
  GLOBAL_PHONE_PATTERN,
  PROFILE_NAME_MAX_LENGTH,
  checkProfileName,
  checkProfilePhone,
  type Profile,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Switch from 'antd/es/switch'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { toFormRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useUpdateProfile } from '../api/update-profile'

type ProfileFormValues = {
  name: string
  phone: string
  allowMultipleSessions: boolean
  currentPassword?: string
}

export type ProfileFormProps = {
  profile: Profile
  /** The tenant's language switch is on: any country's number (4-16 digits) rather than the default mobile. */
  isInternational: boolean
  /** Seals the current password as the login does (the account-security feature owns it). */
  sealPassword: (password: string) => Promise<string>
}

/**
 * One's own name, phone and the several-devices choice, checked by the contract's §5 rules, then saved. A new phone
 * (a way to sign in and reset) or turning several devices on asks for the current password, as the server does.
 */
export const ProfileForm = ({ profile, isInternational, sealPassword }: ProfileFormProps) => {
  const { t } = useTranslation(['own-account', 'contract'])
  const [form] = Form.useForm<ProfileFormValues>()
  const update = useUpdateProfile()
  const pattern = isInternational ? GLOBAL_PHONE_PATTERN : DEFAULT_MOBILE_PATTERN
  const phone = Form.useWatch('phone', form)
  const allowMultipleSessions = Form.useWatch('allowMultipleSessions', form)
  const needsPassword =
    (phone ?? profile.phone ?? '').trim() !== (profile.phone ?? '') ||
    (allowMultipleSessions === true && !profile.allowMultipleSessions)

  const handleFinish = async (values: ProfileFormValues) =>
    update.mutate(
      {
        name: values.name.trim(),
        phone: values.phone?.trim() ?? '',
        allowMultipleSessions: values.allowMultipleSessions,
        ...(needsPassword && values.currentPassword
          ? { currentPassword: await sealPassword(values.currentPassword) }
          : {}),
      },
      {
        onSuccess: () => {
          form.setFieldValue('currentPassword', '')
          showToast('success', t('contract:profile.saved'))
        },
      },
    )

  return (
    <Form<ProfileFormValues>
      form={form}
      name="personal-info"
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 480 }}
      initialValues={{
        name: profile.name,
        phone: profile.phone ?? '',
        allowMultipleSessions: profile.allowMultipleSessions,
      }}
      onFinish={handleFinish}
    >
      <Form.Item name="name" label={t('form.name')} rules={[toFormRule(checkProfileName, t)]}>
        <Input maxLength={PROFILE_NAME_MAX_LENGTH} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('form.phone')}
        rules={[toFormRule((value: string | undefined) => checkProfilePhone(value?.trim(), pattern), t)]}
      >
        <Input
          maxLength={isInternational ? GLOBAL_PHONE_MAX_DIGITS : DEFAULT_MOBILE_LENGTH}
          inputMode="numeric"
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item
        name="allowMultipleSessions"
        label={t('form.multipleSessions')}
        valuePropName="checked"
        extra={t('form.multipleSessionsHint')}
      >
        <Switch />
      </Form.Item>
      {needsPassword && (
        <Form.Item
          name="currentPassword"
          label={t('form.currentPassword')}
          rules={[{ required: true, message: t('contract:profile.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      {update.isError && (
        <Alert type="error" showIcon title={toErrorMessage(update.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('form.save')}
      </Button>
    </Form>
  )
}
