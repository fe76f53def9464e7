import { checkModelParams, checkTranslateModel, checkTranslateText } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { toFormRule } from '@/lib/forms/form-rules'
import { useTranslate } from '../api/translate'
import { toTranslateBody, type TranslateFormValues } from '../utils/to-translate-body'

/**
 * One translation (spec §2 AI translate, single tab): model, text and JSON model params under the §5 rules, and
 * the result, or the server's message (such as no model configured).
 */
export const SingleTranslateForm = () => {
  const { t } = useTranslation(['ai-translate', 'contract'])
  const [form] = Form.useForm<TranslateFormValues>()
  const translate = useTranslate()

  const handleFinish = (values: TranslateFormValues) => translate.mutate(toTranslateBody(values))

  return (
    <Form form={form} layout="vertical" onFinish={handleFinish} style={{ maxWidth: 720 }}>
      <Form.Item name="model" label={t('model')} rules={[toFormRule(checkTranslateModel, t)]}>
        <Input placeholder={t('modelPlaceholder')} maxLength={100} />
      </Form.Item>
      <Form.Item name="text" label={t('text')} rules={[toFormRule(checkTranslateText, t)]}>
        <Input.TextArea rows={4} maxLength={8000} />
      </Form.Item>
      <Form.Item name="params" label={t('params')} rules={[toFormRule(checkModelParams, t)]}>
        <Input.TextArea rows={3} placeholder='{"temperature": 0.2}' spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={translate.isPending}>
        {t('submit')}
      </Button>
      {translate.isError && (
        <Alert type="error" showIcon title={toErrorMessage(translate.error, t)} style={{ marginTop: 16 }} />
      )}
      <Form.Item label={t('result')} htmlFor="translate-result" style={{ marginTop: 16 }}>
        <Input.TextArea id="translate-result" rows={4} readOnly value={translate.data?.text ?? ''} />
      </Form.Item>
    </Form>
  )
}
