import '../tenant-settings-translations'
import {
  LOCALES,
  LOCALE_NAMES,
  SWITCH_LIMITS,
  tenantSwitchesSchema,
  type TenantSwitches,
} from '@portal/contract'
import Form from 'antd/es/form'
import InputNumber from 'antd/es/input-number'
import Select from 'antd/es/select'
import Switch from 'antd/es/switch'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { SettingsFormPage } from '@/components/settings-form-page'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useTenantSwitches } from './api/get-tenant-switches'
import { useSaveTenantSwitches } from './api/save-tenant-switches'
import { SendLimitFields } from './send-limit-fields'
import { useRoles } from '../roles/api/get-roles'

const ON_OFF_FIELDS = [
  'smsLoginEnabled',
  'languageSwitchEnabled',
  'protocolRequired',
  'secondFactorRequired',
  'incomingCallPopup',
] as const
const NUMBER_FIELDS = [
  'captchaAfterFailures',
  'lockAfterFailures',
  'lockMinutes',
  'sessionIdleMinutes',
] as const
const fields = tenantSwitchesSchema.shape

/**
 * The tenant's switches (mzz/main/main/setting/tenantSwitch): login, languages, protection, session, time zone, and
 * the sending limits with what was sent today.
 */
export const TenantSwitchesPage = () => {
  const { t, i18n } = useTranslation(['tenant-settings', 'contract'])
  const switches = useTenantSwitches()
  const roles = useRoles()
  const save = useSaveTenantSwitches()
  const [form] = Form.useForm<TenantSwitches>()
  const locales = Form.useWatch('locales', form) ?? []
  const timeZones = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })),
    [],
  )

  const handleFinish = (values: TenantSwitches) =>
    save.mutate(
      { ...values, sessionIdleMinutes: values.sessionIdleMinutes ?? null },
      { onSuccess: () => showToast('success', t('saved')) },
    )

  return (
    <SettingsFormPage<TenantSwitches>
      title={t('switches.pageTitle')}
      error={switches.error ?? save.error}
      form={form}
      values={switches.data}
      onFinish={handleFinish}
      isSaving={save.isPending}
      saveLabel={t('save')}
      columns={{ label: 8, field: 12, maxWidth: 720 }}
    >
      {ON_OFF_FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`switches.${name}`)} valuePropName="checked">
          <Switch />
        </Form.Item>
      ))}
      <Form.Item name="locales" label={t('switches.locales')} rules={[toSchemaRule(fields.locales, t, [])]}>
        <Select
          mode="multiple"
          options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        />
      </Form.Item>
      <Form.Item
        name="defaultLocale"
        label={t('switches.defaultLocale')}
        dependencies={['locales']}
        rules={[
          {
            validator: async (_rule, value: string) => {
              if (!locales.includes(value as (typeof LOCALES)[number]))
                throw new Error(t('contract:tenantSwitch.defaultLocale'))
            },
          },
        ]}
      >
        <Select options={locales.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))} />
      </Form.Item>
      {NUMBER_FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`switches.${name}`)}
          extra={t('switches.range', SWITCH_LIMITS[name])}
          rules={[toSchemaRule(fields[name], t, name === 'sessionIdleMinutes' ? null : undefined)]}
        >
          {/* No min or max: the rule refuses an out-of-range number (toSchemaRule says why). */}
          <InputNumber
            placeholder={name === 'sessionIdleMinutes' ? t('switches.serverDefault') : undefined}
            style={{ width: 200 }}
          />
        </Form.Item>
      ))}
      <Form.Item name="timeZone" label={t('switches.timeZone')} rules={[toSchemaRule(fields.timeZone, t)]}>
        <Select showSearch options={timeZones} />
      </Form.Item>
      <SendLimitFields />
      <Form.Item
        name="secondFactorRoleIds"
        label={t('switches.secondFactorRoleIds')}
        extra={t('switches.secondFactorRoleIdsHint')}
      >
        <Select
          mode="multiple"
          options={(roles.data ?? []).map((role) => ({
            value: role.id,
            label: i18n.language === 'en-US' ? role.nameEn || role.name : role.name,
          }))}
        />
      </Form.Item>
    </SettingsFormPage>
  )
}
