import { auditActionLabel, auditTargetLabel, toLocale } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { useAuditFacets } from '../api/get-audit-facets'
import type { AuditFilterValues } from '../utils/to-audit-filters'

export type AuditFilterBarProps = {
  onSearch: (values: AuditFilterValues) => void
}

/** The trail's filters: actor, action, target, time range and keyword; searched with the button or Enter. */
export const AuditFilterBar = ({ onSearch }: AuditFilterBarProps) => {
  const { t, i18n } = useTranslation('settings')
  const locale = toLocale(i18n.language)
  const [form] = Form.useForm<AuditFilterValues>()
  const facets = useAuditFacets()
  const handleReset = () => {
    form.resetFields()
    onSearch({})
  }
  return (
    <Form<AuditFilterValues>
      form={form}
      layout="inline"
      aria-label={t('audit.filterLabel')}
      onFinish={onSearch}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="actor" label={t('audit.filter.actor')}>
        <Input allowClear maxLength={100} placeholder={t('audit.filter.actorPlaceholder')} />
      </Form.Item>
      <Form.Item name="action" label={t('audit.filter.action')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 180 }}
          options={(facets.data?.actions ?? []).map((action) => ({
            value: action,
            label: auditActionLabel(locale, action),
          }))}
        />
      </Form.Item>
      <Form.Item name="targetType" label={t('audit.filter.targetType')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          options={(facets.data?.targetTypes ?? []).map((type) => ({
            value: type,
            label: auditTargetLabel(locale, type),
          }))}
        />
      </Form.Item>
      <Form.Item name="target" label={t('audit.filter.target')}>
        <Input allowClear maxLength={200} placeholder={t('audit.filter.targetPlaceholder')} />
      </Form.Item>
      <Form.Item name="from" label={t('audit.filter.from')}>
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="to" label={t('audit.filter.to')}>
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="keyword" label={t('audit.filter.keyword')}>
        <Input allowClear maxLength={100} placeholder={t('audit.filter.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('audit.filter.search')}
          </Button>
          <Button onClick={handleReset}>{t('audit.filter.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  )
}
