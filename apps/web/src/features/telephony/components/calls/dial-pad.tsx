import { dialledNumber, agentPhonePattern } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/forms/form-rules'
import { useCallBack, useRecentNumbers } from '../../api/queue/call-lists'
import { useDial } from '@/lib/telephony/cti/dial'
import { useDidNumbers } from '../../api/calls/get-did-numbers'
import { useSignModel } from '../../api/agent-status/get-sign-model'
import '../../translations'
import { cleanDialString } from '../../utils/dial-string'
import { dialledNumberCheck } from '../../utils/phone-checks'

type Values = { phone: string; did?: string }

/**
 * The dial pad for an outbound call by number (§9: a 10-digit number gets 52), from one of the tenant's numbers;
 * with redial (the latest number) and the agent's recent numbers, called again by their records (masked here).
 */
export const DialPad = () => {
  const { t } = useTranslation(['telephony', 'contract'])
  const [form] = Form.useForm<Values>()
  const { data: didNumbers = [] } = useDidNumbers()
  const pattern = agentPhonePattern(useSignModel().data?.agentPhonePattern)
  const dial = useDial()
  const { data: recent = [] } = useRecentNumbers()
  const callBack = useCallBack()
  const [latest] = recent

  const handleFinish = ({ phone, did }: Values) => {
    const number = dialledNumber(phone, pattern)
    if (number) dial.mutate({ phone: number, did }, { onSuccess: () => form.resetFields(['phone']) })
  }

  return (
    <section aria-labelledby="telephony-dial-title">
      <h2 id="telephony-dial-title" className="telephony-section-title">
        {t('dial.title')}
      </h2>
      <Form form={form} layout="vertical" size="small" onFinish={handleFinish}>
        {/* Typed or pasted, the number keeps only what a phone dials: "+86 138-0013-8000" is +8613800138000. */}
        <Form.Item
          name="phone"
          label={t('dial.phone')}
          normalize={cleanDialString}
          rules={[toFormRule(dialledNumberCheck(pattern), t)]}
        >
          <Input inputMode="tel" maxLength={32} autoComplete="off" />
        </Form.Item>
        {didNumbers.length > 0 && (
          <Form.Item name="did" label={t('dial.did')}>
            <Select
              allowClear
              options={didNumbers.map((did) => ({ value: did.number, label: `${did.name} ${did.number}` }))}
            />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={dial.isPending}>
            {t('dial.submit')}
          </Button>
          {latest && (
            <Button
              onClick={() => callBack.mutate(latest.recordId)}
              loading={callBack.isPending}
              aria-label={t('dial.redialNumber', { number: latest.phoneNumber })}
            >
              {t('dial.redial')}
            </Button>
          )}
        </Space>
      </Form>
      {recent.length > 0 && (
        <section aria-label={t('dial.recent')} className="telephony-recent-numbers">
          <h3 className="telephony-section-title">{t('dial.recent')}</h3>
          <Space wrap size={4}>
            {recent.map((entry) => (
              <Button
                key={entry.recordId}
                size="small"
                onClick={() => callBack.mutate(entry.recordId)}
                aria-label={t('dial.recentCall', { number: entry.phoneNumber })}
              >
                {entry.customerName ? `${entry.customerName} ${entry.phoneNumber}` : entry.phoneNumber}
              </Button>
            ))}
          </Space>
        </section>
      )}
    </section>
  )
}
