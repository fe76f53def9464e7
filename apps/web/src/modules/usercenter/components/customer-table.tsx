import type { CustomerPage, CustomerSummary } from '@portal/contract'
import Table, { type ColumnsType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { customerDetailPath } from '../customer-paths'
import { BlacklistStatusTag } from './blacklist-status-tag'

export type CustomerTableProps = {
  page: CustomerPage | undefined
  isLoading: boolean
  onPageChange: (page: number, pageSize: number) => void
  /** The row's actions: dial on the list, claim on the high seas. */
  renderActions: (customer: CustomerSummary) => ReactNode
}

/** A page of customers: name (to the detail), number as the server gives it, identity, owner, blacklist. */
export const CustomerTable = ({ page, isLoading, onPageChange, renderActions }: CustomerTableProps) => {
  const { t } = useTranslation('usercenter')
  const columns: ColumnsType<CustomerSummary> = [
    {
      title: t('column.name'),
      dataIndex: 'name',
      render: (name: string, customer) => (
        <>
          <Link to={customerDetailPath(customer.id)}>{name}</Link>{' '}
          <BlacklistStatusTag status={customer.blacklistStatus} />
        </>
      ),
    },
    { title: t('column.phone'), dataIndex: 'phone' },
    { title: t('column.identity'), dataIndex: 'identity' },
    {
      title: t('column.owner'),
      dataIndex: 'ownerName',
      render: (owner: string | null) => owner ?? t('highSeas.title'),
    },
    { title: t('column.actions'), key: 'actions', render: (_value, customer) => renderActions(customer) },
  ]
  return (
    <Table<CustomerSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.list ?? []}
      loading={isLoading}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.pageSize,
        total: page?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
      }}
    />
  )
}
