import { restLimitSchema } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import InputNumber from 'antd/es/input-number'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useRestLimit, useSaveRestLimit } from './api/rest-limit'

/** The rest (小休) time limit in seconds, after which a rest ends by itself. */
export const RestLimitForm = () => {
  const { t } = useTranslation(['call-centre-agent-rules', 'reference-data', 'contract'])
  const limit = useRestLimit()
  const save = useSaveRestLimit()
  if (!limit.data) return null

  const handleFinish = ({ restLimitSeconds }: { restLimitSeconds: number }) =>
    save.mutate(restLimitSeconds, {
      onSuccess: () => showToast('success', t('reference-data:saved')),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  return (
    <Form layout="inline" initialValues={limit.data} onFinish={handleFinish} style={{ marginBottom: 16 }}>
      <Form.Item
        name="restLimitSeconds"
        label={t('restLimit.label')}
        rules={[toSchemaRule(restLimitSchema.shape.restLimitSeconds, t, null)]}
      >
        {/* No min or max: the rule refuses an out-of-range number (toSchemaRule says why). */}
        <InputNumber precision={0} />
      </Form.Item>
      <Space>
        <Button htmlType="submit" loading={save.isPending}>
          {t('restLimit.save')}
        </Button>
      </Space>
    </Form>
  )
}
