import { SEND_LIMIT_BOUNDS, SEND_LIMIT_NAMES, sendLimitsSchema } from '@portal/contract'
import Form from 'antd/es/form'
import InputNumber from 'antd/es/input-number'
import { useTranslation } from 'react-i18next'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { useSendUsage } from './api/get-send-usage'

const fields = sendLimitsSchema.shape

/** The switches page's sending limits (SMS in messages, e-mail in recipients) and what the tenant sent today. */
export const SendLimitFields = () => {
  const { t } = useTranslation(['tenant-settings', 'contract'])
  const usage = useSendUsage()

  return (
    <section aria-labelledby="send-limits-title">
      <h2 id="send-limits-title" className="portal-section-title">
        {t('switches.sendLimits')}
      </h2>
      <p role="status">
        {usage.data
          ? t('switches.sentToday', {
              sms: usage.data.smsToday,
              mail: usage.data.mailToday,
              recipients: usage.data.mailRecipientsToday,
            })
          : t('switches.sentTodayLoading')}
      </p>
      {SEND_LIMIT_NAMES.map((name) => (
        <Form.Item
          key={name}
          name={['sendLimits', name]}
          label={t(`switches.${name}`)}
          extra={t('switches.range', SEND_LIMIT_BOUNDS[name])}
          rules={[toSchemaRule(fields[name], t)]}
        >
          {/* No min or max: the rule refuses an out-of-range number (toSchemaRule says why). */}
          <InputNumber style={{ width: 200 }} />
        </Form.Item>
      ))}
    </section>
  )
}
