import type { SkillGroupNumbers } from '@portal/contract'
import Button from 'antd/es/button'
import Table, { type ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

export type OutboundNumbersTableProps = {
  skillGroups: readonly SkillGroupNumbers[]
  onEdit: (group: SkillGroupNumbers) => void
}

/** Each skill group's numbers to call out from (none listed: any number in use) and its default. */
export const OutboundNumbersTable = ({ skillGroups, onEdit }: OutboundNumbersTableProps) => {
  const { t } = useTranslation(['call-centre-numbers', 'settings'])
  const columns: ColumnsType<SkillGroupNumbers> = [
    { title: t('outbound.column.skillGroup'), dataIndex: 'name' },
    {
      title: t('outbound.column.numbers'),
      dataIndex: 'numbers',
      render: (numbers: string[]) =>
        numbers.length === 0
          ? t('outbound.anyNumber')
          : numbers.map((number) => <Tag key={number}>{number}</Tag>),
    },
    {
      title: t('outbound.column.default'),
      dataIndex: 'defaultNumber',
      render: (defaultNumber: string | null) => defaultNumber ?? t('outbound.noDefault'),
    },
    {
      title: t('numbers.column.actions'),
      key: 'actions',
      render: (_value, group) => (
        <Button
          type="link"
          size="small"
          aria-label={t('outbound.editOne', { name: group.name })}
          onClick={() => onEdit(group)}
        >
          {t('settings:edit')}
        </Button>
      ),
    },
  ]
  return (
    <Table<SkillGroupNumbers>
      aria-label={t('outbound.title')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...skillGroups]}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  )
}
