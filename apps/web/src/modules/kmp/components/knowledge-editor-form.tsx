import {
  KNOWLEDGE_ATTACHMENTS_MAX,
  knowledgeArticleBodySchema,
  type KnowledgeArticleBody,
} from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { AttachmentsField } from '@/components/attachments/attachments-field'
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor'
import { useTrackedImageUpload } from '@/components/rich-text-editor/use-tracked-image-upload'
import { useImageUpload } from '@/lib/files/use-image-upload'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useKnowledgeCategories } from '../api/get-knowledge-categories'
import { useKnowledgeEditorOptions } from '../api/get-knowledge-editor-options'
import { toArticleBody, type ArticleFormValues } from '../utils/article-form-values'

export type KnowledgeEditorFormProps = {
  initialValues: ArticleFormValues
  isSaving: boolean
  /** Whether the article may go to review once saved (a new or draft article, not one waiting there). */
  canSubmit: boolean
  onSave: (body: KnowledgeArticleBody, andSubmit: boolean) => void
}

const NO_CATEGORY = ''

/** The article's fields: title, category, tags, roles (none: everyone), queues, the body and the attachments. */
export const KnowledgeEditorForm = ({
  initialValues,
  isSaving,
  canSubmit,
  onSave,
}: KnowledgeEditorFormProps) => {
  const { t } = useTranslation(['kmp', 'contract'])
  const [form] = Form.useForm<ArticleFormValues>()
  const categories = useKnowledgeCategories()
  const options = useKnowledgeEditorOptions()
  const { shape } = knowledgeArticleBodySchema
  // A refused image is said as a refused attachment is, in the writer's words of the file and the reason.
  const images = useTrackedImageUpload(
    useImageUpload('knowledge', (name, reason) =>
      showToast('error', t('editor.uploadRefused', { name, reason })),
    ),
  )
  const toOptions = (refs: { id: string; name: string }[] = []) =>
    refs.map((ref) => ({ value: ref.id, label: ref.name }))

  const handleSave = (andSubmit: boolean) =>
    form.validateFields().then(
      (values) => onSave(toArticleBody(values), andSubmit),
      () => undefined,
    )

  return (
    <Form<ArticleFormValues>
      form={form}
      name="knowledge-article"
      layout="vertical"
      initialValues={initialValues}
    >
      <Form.Item name="title" label={t('editor.title')} rules={[toSchemaRule(shape.title, t)]}>
        <Input maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="categoryId" label={t('editor.category')}>
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: NO_CATEGORY, label: t('editor.noCategory') }, ...toOptions(categories.data)]}
        />
      </Form.Item>
      <Form.Item name="tags" label={t('editor.tags')} extra={t('editor.tagsHint')}>
        <Select<string[]> mode="tags" tokenSeparators={[',', '，']} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="roleIds" label={t('editor.roles')} extra={t('editor.rolesHint')}>
        <Select<string[]>
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={toOptions(options.data?.roles)}
        />
      </Form.Item>
      <Form.Item name="queueIds" label={t('editor.queues')} extra={t('editor.queuesHint')}>
        <Select<string[]>
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={toOptions(options.data?.queues)}
        />
      </Form.Item>
      <Form.Item name="bodyHtml" label={t('editor.body')} rules={[toSchemaRule(shape.bodyHtml, t)]}>
        <LazyRichTextEditor label={t('editor.body')} onUploadImage={images.upload} />
      </Form.Item>
      <AttachmentsField purpose="knowledge" max={KNOWLEDGE_ATTACHMENTS_MAX} />
      {/* A picture still uploading is not in the body yet: saving waits for it rather than leave it out. */}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          type="primary"
          loading={isSaving}
          disabled={images.isUploading}
          onClick={() => void handleSave(false)}
        >
          {t('editor.save')}
        </Button>
        {canSubmit && (
          <Button loading={isSaving} disabled={images.isUploading} onClick={() => void handleSave(true)}>
            {t('editor.saveAndSubmit')}
          </Button>
        )}
      </div>
    </Form>
  )
}
