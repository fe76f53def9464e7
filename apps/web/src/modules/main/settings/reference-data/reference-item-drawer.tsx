import Form from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useSaveReferenceItem, type ReferenceItem } from './api/reference-list-queries'
import { emptyValueOf } from './reference-field'
import { ReferenceFieldInput } from './reference-field-input'
import { listTextKey, type ReferenceListDescription } from './reference-list-description'
import { SettingsFormDrawer } from '../components/settings-form-drawer'

export type ReferenceItemDrawerProps = {
  list: ReferenceListDescription
  isOpen: boolean
  /** The record being edited; none for a new one. */
  item?: ReferenceItem
  onClose: () => void
}

/** Adds or edits one record of a list, with a control per field and the contract's rule on each. */
export const ReferenceItemDrawer = ({ list, isOpen, item, onClose }: ReferenceItemDrawerProps) => {
  const { t } = useTranslation(['reference-data', 'settings', 'contract'])
  const [form] = Form.useForm<Record<string, unknown>>()
  const save = useSaveReferenceItem(list.routes)
  const title = t(item ? 'editTitle' : 'newTitle', { list: t(listTextKey(list, 'one')) })

  const handleClose = () => {
    save.reset()
    onClose()
  }

  const handleFinish = (values: Record<string, unknown>) =>
    save.mutate(
      { id: item?.id, body: values },
      {
        onSuccess: () => {
          showToast('success', t('saved'))
          handleClose()
        },
      },
    )

  return (
    <SettingsFormDrawer
      title={title}
      isOpen={isOpen}
      onClose={handleClose}
      onSave={() => form.submit()}
      isSaving={save.isPending}
      error={save.error}
    >
      <Form form={form} layout="vertical" initialValues={item ?? list.newValues} onFinish={handleFinish}>
        {list.fields
          .filter((field) => field.inForm !== false)
          .map((field) => {
            const label = t(listTextKey(list, `field.${field.name}`))
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={label}
                rules={[toSchemaRule(field.schema, t, emptyValueOf(field))]}
              >
                <ReferenceFieldInput field={field} label={label} />
              </Form.Item>
            )
          })}
      </Form>
    </SettingsFormDrawer>
  )
}
