import type { DidNumberItem, OutboundNumbersForm, SkillGroupNumbers } from '@portal/contract'
import Form from 'antd/es/form'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { SettingsFormDrawer } from '@/modules/main/settings/components/settings-form-drawer'
import { useSaveOutboundNumbers } from './api/save-outbound-numbers'

export type OutboundNumbersDrawerProps = {
  /** The skill group being edited; the drawer is closed without one. */
  group?: SkillGroupNumbers
  numbers: readonly DidNumberItem[]
  onClose: () => void
}

/** Chooses a skill group's outbound numbers among the numbers in use, and its default among those. */
export const OutboundNumbersDrawer = ({ group, numbers, onClose }: OutboundNumbersDrawerProps) => {
  const { t } = useTranslation(['call-centre-numbers', 'contract'])
  const [form] = Form.useForm<OutboundNumbersForm>()
  const save = useSaveOutboundNumbers()
  const chosen = Form.useWatch('numbers', form) ?? []
  const options = numbers
    .filter((item) => item.retiredAt === null)
    .map((item) => ({ value: item.number, label: `${item.number} ${item.name}` }))
  const defaultListed = (value: unknown) =>
    !value || chosen.includes(String(value)) ? null : 'callCentre.numbers.defaultNotListed'

  const handleClose = () => {
    save.reset()
    onClose()
  }

  const handleFinish = (values: OutboundNumbersForm) =>
    save.mutate(
      {
        skillGroupId: group?.id ?? '',
        body: { numbers: values.numbers ?? [], defaultNumber: values.defaultNumber ?? null },
      },
      {
        onSuccess: () => {
          showToast('success', t('saved'))
          handleClose()
        },
      },
    )

  return (
    <SettingsFormDrawer
      title={t('outbound.form.title', { name: group?.name ?? '' })}
      isOpen={Boolean(group)}
      onClose={handleClose}
      onSave={() => form.submit()}
      isSaving={save.isPending}
      error={save.error}
    >
      <p>{t('outbound.hint')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ numbers: group?.numbers ?? [], defaultNumber: group?.defaultNumber ?? null }}
        onFinish={handleFinish}
      >
        <Form.Item name="numbers" label={t('outbound.form.numbers')}>
          <Select mode="multiple" aria-label={t('outbound.form.numbers')} options={options} />
        </Form.Item>
        <Form.Item
          name="defaultNumber"
          label={t('outbound.form.default')}
          dependencies={['numbers']}
          rules={[toFormRule(defaultListed, t)]}
        >
          <Select
            allowClear
            aria-label={t('outbound.form.default')}
            options={options.filter((option) => chosen.includes(option.value))}
          />
        </Form.Item>
      </Form>
    </SettingsFormDrawer>
  )
}
