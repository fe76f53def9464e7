import {
  newNumberFormSchema,
  type DidNumberItem,
  type NewNumberForm,
  type NumbersPage,
} from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { SettingsFormDrawer } from '@/modules/main/settings/components/settings-form-drawer'
import { useSaveNumber } from './api/save-number'
import { NumberRouteFields } from './number-route-fields'

export type NumberDrawerProps = {
  page: NumbersPage
  isOpen: boolean
  /** The number being edited; none for a new one. */
  item?: DidNumberItem
  onClose: () => void
}

/** Adds a number, or renames and routes one (its digits stay: calls and history are kept under them). */
export const NumberDrawer = ({ page, isOpen, item, onClose }: NumberDrawerProps) => {
  const { t } = useTranslation(['call-centre-numbers', 'contract'])
  const [form] = Form.useForm<NewNumberForm>()
  const save = useSaveNumber()
  const initialValues = item ?? {
    number: '',
    name: '',
    route: {
      routeKind: 'QUEUE',
      ivrId: null,
      skillGroupId: page.skillGroups[0]?.id ?? null,
      closedMessage: '',
    },
  }

  const handleClose = () => {
    save.reset()
    onClose()
  }

  const handleFinish = (values: NewNumberForm) =>
    save.mutate(
      { number: item?.number, body: { ...values, route: { ...initialValues.route, ...values.route } } },
      {
        onSuccess: () => {
          showToast('success', t('saved'))
          handleClose()
        },
      },
    )

  return (
    <SettingsFormDrawer
      title={item ? t('form.editTitle', { number: item.number }) : t('form.newTitle')}
      isOpen={isOpen}
      onClose={handleClose}
      onSave={() => form.submit()}
      isSaving={save.isPending}
      error={save.error}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
        {!item && (
          <Form.Item
            name="number"
            label={t('form.number')}
            rules={[toSchemaRule(newNumberFormSchema.shape.number, t)]}
          >
            <Input inputMode="numeric" maxLength={20} />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('form.name')}
          rules={[toSchemaRule(newNumberFormSchema.shape.name, t)]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <NumberRouteFields page={page} />
      </Form>
    </SettingsFormDrawer>
  )
}
