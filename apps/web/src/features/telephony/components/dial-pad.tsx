import { dialledNumber, agentPhonePattern } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/forms/form-rules'
import { useDial } from '../api/dial'
import { useDidNumbers } from '../api/get-did-numbers'
import { useSignModel } from '../api/get-sign-model'
import '../translations'
import { dialledNumberCheck } from '../utils/phone-checks'

type Values = { phone: string; did?: string }

/**
 * The dial pad for an outbound call by number (§9: a 10-digit number gets 52), from one of the tenant's numbers.
 */
export const DialPad = () => {
  const { t } = useTranslation(['telephony', 'contract'])
  const [form] = Form.useForm<Values>()
  const { data: didNumbers = [] } = useDidNumbers()
  const pattern = agentPhonePattern(useSignModel().data?.agentPhonePattern)
  const dial = useDial()

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
        <Form.Item name="phone" label={t('dial.phone')} rules={[toFormRule(dialledNumberCheck(pattern), t)]}>
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
        <Button type="primary" htmlType="submit" loading={dial.isPending}>
          {t('dial.submit')}
        </Button>
      </Form>
    </section>
  )
}
