import { workOrderCommentSchema } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Mentions from 'antd/es/mentions'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { useWorkOrderMembers } from '@/lib/work-orders/get-work-order-choices'
import { useCommentOnWorkOrder } from '../api/work-order-changes'

type Values = { body: string }

/**
 * A comment on a work order; typing @ offers the colleagues who handle work orders, and those whose @name stays in
 * the text are mentioned (told in their message centre). What was typed stays if sending fails.
 */
export const CommentForm = ({ workOrderId }: { workOrderId: string }) => {
  const { t } = useTranslation(['workorder', 'contract'])
  const [form] = Form.useForm<Values>()
  const members = useWorkOrderMembers()
  const comment = useCommentOnWorkOrder(workOrderId)

  const handleSubmit = ({ body }: Values) => {
    const mentionIds = (members.data ?? [])
      .filter((member) => body.includes(`@${member.name}`))
      .map((member) => member.id)
    comment.mutate({ body, mentionIds }, { onSuccess: () => form.resetFields() })
  }

  return (
    <Form<Values> form={form} layout="vertical" onFinish={handleSubmit} initialValues={{ body: '' }}>
      {comment.isError && <Alert type="error" showIcon title={toErrorMessage(comment.error, t)} />}
      <Form.Item
        name="body"
        label={t('comment.label')}
        rules={[toSchemaRule(workOrderCommentSchema.shape.body, t)]}
      >
        <Mentions
          rows={3}
          options={(members.data ?? []).map((member) => ({
            key: member.id,
            value: member.name,
            label: member.name,
          }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={comment.isPending}>
        {t('comment.submit')}
      </Button>
    </Form>
  )
}
