import { NUMBER_ROUTE_KINDS, numberRouteSchema, type NumbersPage } from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { toFormRule, toSchemaRule } from '@/lib/forms/form-rules'

const requiredTarget = (value: unknown) => (value ? null : 'callCentre.numbers.routeTargetRequired')
const closedMessage = numberRouteSchema.shape.closedMessage

/** Where a number's inbound calls go: the kind, then the IVR flow, the skill group or the closed message. */
export const NumberRouteFields = ({ page }: { page: NumbersPage }) => {
  const { t } = useTranslation(['call-centre-numbers', 'contract'])
  const kind = Form.useWatch<string | undefined>(['route', 'routeKind'])
  return (
    <>
      <Form.Item name={['route', 'routeKind']} label={t('form.routeKind')}>
        <Radio.Group
          aria-label={t('form.routeKind')}
          options={NUMBER_ROUTE_KINDS.map((value) => ({ value, label: t(`routeKind.${value}`) }))}
        />
      </Form.Item>
      {kind === 'IVR' && (
        <Form.Item
          name={['route', 'ivrId']}
          label={t('form.ivr')}
          extra={page.ivrFlows.length === 0 ? t('form.noIvr') : undefined}
          rules={[toFormRule(requiredTarget, t)]}
        >
          <Select
            aria-label={t('form.ivr')}
            options={page.ivrFlows.map((flow) => ({ value: flow.id, label: flow.name }))}
          />
        </Form.Item>
      )}
      {kind === 'QUEUE' && (
        <Form.Item
          name={['route', 'skillGroupId']}
          label={t('form.skillGroup')}
          rules={[toFormRule(requiredTarget, t)]}
        >
          <Select
            aria-label={t('form.skillGroup')}
            options={page.skillGroups.map((group) => ({ value: group.id, label: group.name }))}
          />
        </Form.Item>
      )}
      {kind === 'CLOSED' && (
        <Form.Item
          name={['route', 'closedMessage']}
          label={t('form.closedMessage')}
          rules={[toFormRule(requiredTarget, t), toSchemaRule(closedMessage, t)]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      )}
    </>
  )
}
