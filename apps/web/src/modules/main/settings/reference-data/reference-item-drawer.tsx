import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Drawer from 'antd/es/drawer'
import Form from 'antd/es/form'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useSaveReferenceItem, type ReferenceItem } from './api/reference-list-queries'
import { ReferenceFieldInput } from './reference-field-input'
import type { ReferenceListDescription } from './reference-list-descriptions'

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
  const title = t(item ? 'editTitle' : 'newTitle', { list: t(`${list.name}.one`) })

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
    <Drawer
      title={title}
      open={isOpen}
      onClose={handleClose}
      size={520}
      destroyOnHidden
      closable={{ 'aria-label': t('settings:cancel') }}
      footer={
        <Space>
          <Button onClick={handleClose}>{t('settings:cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('settings:save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={item ?? list.newValues} onFinish={handleFinish}>
        {save.isError && (
          <Alert type="error" showIcon title={toErrorMessage(save.error, t)} style={{ marginBottom: 16 }} />
        )}
        {list.fields.map((field) => {
          const label = t(`${list.name}.field.${field.name}`)
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={label}
              rules={[toSchemaRule(field.schema, t)]}
            >
              <ReferenceFieldInput field={field} label={label} />
            </Form.Item>
          )
        })}
      </Form>
    </Drawer>
  )
}
