import {
  knowledgeReviewBodySchema,
  KNOWLEDGE_RETURN_REASON_MAX_LENGTH,
  type KnowledgeArticleSummary,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useReviewKnowledgeArticle } from '../api/knowledge-article-changes'

export type ReturnDialogProps = { article: KnowledgeArticleSummary; onClose: () => void }

/** 退回: sends an article back to its writers with a reason (required, as the contract says). */
export const ReturnDialog = ({ article, onClose }: ReturnDialogProps) => {
  const { t } = useTranslation(['kmp', 'contract'])
  const [form] = Form.useForm<{ reason: string }>()
  const review = useReviewKnowledgeArticle()

  const reasonRule = {
    validator: async (_rule: unknown, reason: string = '') => {
      const checked = knowledgeReviewBodySchema.safeParse({ decision: 'return', reason })
      if (!checked.success)
        throw new Error(t(`contract:${checked.error.issues[0]?.message ?? 'knowledge.reasonRequired'}`))
    },
  }

  const handleSubmit = ({ reason }: { reason: string }) =>
    review.mutate(
      { id: article.id, review: { decision: 'return', reason } },
      {
        onSuccess: () => {
          showToast('success', t('audit.returnedDone', { title: article.title }))
          onClose()
        },
      },
    )

  return (
    <Modal
      open
      title={t('audit.returnTitle', { title: article.title })}
      okText={t('audit.return')}
      cancelText={t('cancel')}
      confirmLoading={review.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {review.isError && <Alert type="error" showIcon title={toErrorMessage(review.error, t)} />}
      <Form form={form} name="knowledge-return" layout="vertical" onFinish={handleSubmit}>
        <Form.Item name="reason" label={t('audit.reason')} rules={[reasonRule]}>
          <Input.TextArea rows={4} maxLength={KNOWLEDGE_RETURN_REASON_MAX_LENGTH} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  )
}
