import './translations'
import {
  SATISFACTION_PROMPT_MAX,
  SATISFACTION_SCALES,
  surveySettingsValuesSchema,
  type SurveySettings,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Radio from 'antd/es/radio'
import Switch from 'antd/es/switch'
import { useTranslation } from 'react-i18next'
import { SettingsFormPage } from '@/components/settings-form-page'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useSurveySettings } from './api/get-survey-settings'
import { useSaveSurveySettings } from './api/save-survey-settings'

const fields = surveySettingsValuesSchema.shape

/**
 * 满意度调查 (设置 › 呼叫中心设置): on or off, the prompt the caller hears after the agent hangs up, and the scale
 * they answer on (3, 5 or 10).
 */
export const SurveySettingsPage = () => {
  const { t } = useTranslation(['call-centre-survey', 'contract'])
  const survey = useSurveySettings()
  const save = useSaveSurveySettings()
  const [form] = Form.useForm<SurveySettings>()
  const isEnabled = Form.useWatch('enabled', form) ?? survey.data?.enabled ?? false

  const handleFinish = (values: SurveySettings) =>
    save.mutate(
      { ...values, prompt: values.prompt.trim() },
      { onSuccess: () => showToast('success', t('saved')) },
    )

  return (
    <SettingsFormPage<SurveySettings>
      title={t('pageTitle')}
      error={survey.error ?? save.error}
      intro={
        <Alert type="info" showIcon title={t('howItWorks')} style={{ marginBottom: 16, maxWidth: 880 }} />
      }
      form={form}
      values={survey.data}
      onFinish={handleFinish}
      isSaving={save.isPending}
      saveLabel={t('save')}
      columns={{ label: 6, field: 14, maxWidth: 880 }}
    >
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="prompt"
        label={t('prompt')}
        dependencies={['enabled']}
        rules={[
          toSchemaRule(fields.prompt, t),
          {
            required: isEnabled,
            whitespace: true,
            message: t('contract:callCentre.survey.promptRequired'),
          },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={SATISFACTION_PROMPT_MAX}
          showCount
          placeholder={t('promptPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="scale" label={t('scale')}>
        <Radio.Group
          options={SATISFACTION_SCALES.map((scale) => ({
            value: scale,
            label: t('scaleOption', { scale }),
          }))}
        />
      </Form.Item>
    </SettingsFormPage>
  )
}
