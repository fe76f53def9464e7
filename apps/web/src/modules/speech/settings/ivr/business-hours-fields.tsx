import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import Space from 'antd/es/space'
import Switch from 'antd/es/switch'
import { useTranslation } from 'react-i18next'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The flow's business hours (off: always open): ranges per weekday in the tenant's time zone, holidays closed all
 * day, and outside them the closed greeting, then a call-back request or hang-up.
 */
export const BusinessHoursFields = () => {
  const { t } = useTranslation('call-centre-ivr')
  const form = Form.useFormInstance()
  const hasHours = Form.useWatch('hasBusinessHours', form) as boolean | undefined
  const clockRule = { pattern: CLOCK, message: t('clockFormat') }
  return (
    <>
      <Form.Item name="hasBusinessHours" label={t('businessHours')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {hasHours && (
        <>
          <Form.List name={['businessHours', 'days']}>
            {(fields, { add, remove }) => (
              <Form.Item label={t('openingHours')}>
                {fields.map((field) => (
                  <Space key={field.key} wrap style={{ display: 'flex', marginBottom: 8 }}>
                    <Form.Item
                      name={[field.name, 'day']}
                      noStyle
                      rules={[{ required: true, message: t('required') }]}
                    >
                      <Select
                        aria-label={t('weekdayOf', { n: field.name + 1 })}
                        style={{ width: 120 }}
                        options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekday.${day}`) }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'from']}
                      noStyle
                      rules={[{ required: true, message: t('required') }, clockRule]}
                    >
                      <Input
                        aria-label={t('fromOf', { n: field.name + 1 })}
                        placeholder="09:00"
                        style={{ width: 90 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'to']}
                      noStyle
                      rules={[{ required: true, message: t('required') }, clockRule]}
                    >
                      <Input
                        aria-label={t('toOf', { n: field.name + 1 })}
                        placeholder="18:00"
                        style={{ width: 90 }}
                      />
                    </Form.Item>
                    <Button
                      type="link"
                      danger
                      onClick={() => remove(field.name)}
                      aria-label={t('removeRange', { n: field.name + 1 })}
                    >
                      {t('remove')}
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ day: 1, from: '09:00', to: '18:00' })}>{t('addRange')}</Button>
              </Form.Item>
            )}
          </Form.List>
          <Form.Item
            name={['businessHours', 'holidays']}
            label={t('holidays')}
            extra={t('holidaysHint')}
            rules={[
              {
                validator: (_, dates: string[] | undefined) =>
                  (dates ?? []).every((date) => DATE.test(date))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('dateFormat'))),
              },
            ]}
          >
            <Select mode="tags" open={false} tokenSeparators={[',', ' ']} />
          </Form.Item>
          <Form.Item
            name={['businessHours', 'closedGreeting']}
            label={t('closedGreeting')}
            rules={[{ required: true, whitespace: true, max: 500 }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item
            name={['businessHours', 'closedAction']}
            label={t('closedAction')}
            rules={[{ required: true }]}
          >
            <Radio.Group
              options={[
                { value: 'CALLBACK', label: t('action.CALLBACK') },
                { value: 'HANGUP', label: t('action.HANGUP') },
              ]}
            />
          </Form.Item>
        </>
      )}
    </>
  )
}
