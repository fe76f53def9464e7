import {
  workOrderCategoryInputSchema,
  type WorkOrderCategory,
  type WorkOrderCategoryInput,
} from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/form-dialog'
import { toErrorMessage } from '@/lib/api/error-message'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useSaveWorkOrderCategory } from '../api/change-work-order-category'

export type CategoryDialogProps = { category: WorkOrderCategory | null; onClose: () => void }

/** Adds a category or changes one: its name and the hours its orders have to be resolved. */
export const CategoryDialog = ({ category, onClose }: CategoryDialogProps) => {
  const { t } = useTranslation(['workorder', 'contract'])
  const [form] = Form.useForm<WorkOrderCategoryInput>()
  const save = useSaveWorkOrderCategory()
  const { shape } = workOrderCategoryInputSchema

  const handleSubmit = (input: WorkOrderCategoryInput) =>
    save.mutate(
      { id: category?.id ?? null, input },
      {
        onSuccess: (saved) => {
          showToast('success', t('categories.saved', { name: saved.name }))
          onClose()
        },
      },
    )

  return (
    <FormDialog
      title={category ? t('categories.edit', { name: category.name }) : t('categories.add')}
      okText={t('categories.save')}
      cancelText={t('categories.cancel')}
      isSaving={save.isPending}
      errorText={save.isError ? toErrorMessage(save.error, t) : null}
      onOk={() => form.submit()}
      onClose={onClose}
    >
      <Form<WorkOrderCategoryInput>
        form={form}
        name="work-order-category"
        layout="vertical"
        initialValues={category ?? { name: '', resolveWithinHours: 24 }}
        onFinish={handleSubmit}
      >
        <Form.Item name="name" label={t('categories.name')} rules={[toSchemaRule(shape.name, t)]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="resolveWithinHours"
          label={t('categories.resolveWithin')}
          extra={t('categories.resolveWithinHelp')}
          rules={[toSchemaRule(shape.resolveWithinHours, t)]}
        >
          {/* No min or max here: a number out of range gets the contract's message rather than a silent clamp. */}
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}
