import {
  knowledgeCategoryBodySchema,
  type KnowledgeCategory,
  type KnowledgeCategoryBody,
} from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/form-dialog'
import { toErrorMessage } from '@/lib/api/error-message'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useSaveKnowledgeCategory } from '../api/change-knowledge-category'

export type CategoryDialogProps = { category: KnowledgeCategory | null; onClose: () => void }

/** Adds a category or renames one (a name the tenant has is refused by the server, said in the dialog). */
export const CategoryDialog = ({ category, onClose }: CategoryDialogProps) => {
  const { t } = useTranslation(['kmp', 'contract'])
  const [form] = Form.useForm<KnowledgeCategoryBody>()
  const save = useSaveKnowledgeCategory()

  const handleSubmit = (body: KnowledgeCategoryBody) =>
    save.mutate(
      { id: category?.id ?? null, body: { name: body.name, sortOrder: category?.sortOrder ?? 0 } },
      {
        onSuccess: (saved) => {
          showToast('success', t('categories.saved', { name: saved.name }))
          onClose()
        },
      },
    )

  return (
    <FormDialog
      title={category ? t('categories.renameOf', { name: category.name }) : t('categories.add')}
      okText={t('save')}
      cancelText={t('cancel')}
      isSaving={save.isPending}
      errorText={save.isError ? toErrorMessage(save.error, t) : null}
      onOk={() => form.submit()}
      onClose={onClose}
    >
      <Form<KnowledgeCategoryBody>
        form={form}
        name="knowledge-category"
        layout="vertical"
        initialValues={{ name: category?.name ?? '' }}
        onFinish={handleSubmit}
      >
        <Form.Item
          name="name"
          label={t('categories.name')}
          rules={[toSchemaRule(knowledgeCategoryBodySchema.shape.name, t)]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}
