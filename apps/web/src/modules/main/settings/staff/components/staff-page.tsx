import '../../translations'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { STAFF_PAGE_SIZE, STAFF_STATUSES, type StaffMember, type StaffStatus } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Select from 'antd/es/select'
import Space from 'antd/es/space'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { KeywordSearch } from '@/components/keyword-search'
import { toErrorMessage } from '@/lib/api/error-message'
import { useStaffList, type StaffFilter } from '../api/get-staff'
import { StaffDrawer } from './staff-drawer'
import { StaffTable } from './staff-table'

/** The status filter's choice of every status (a value, not a placeholder: the filter always reads clearly). */
const ALL = 'all'

type Editing = { isOpen: boolean; member?: StaffMember; opening: number }

/** Staff (mzz/main/main/setting/staff): the tenant's members, searched and paged, with create and edit. */
export const StaffPage = () => {
  const { t } = useTranslation(['settings', 'contract'])
  const [filter, setFilter] = useState<StaffFilter>({ keyword: '', page: 1, pageSize: STAFF_PAGE_SIZE })
  const staff = useStaffList(filter)
  const [editing, setEditing] = useState<Editing>({ isOpen: false, opening: 0 })
  const handleOpen = (member?: StaffMember) =>
    setEditing((current) => ({ isOpen: true, member, opening: current.opening + 1 }))
  return (
    <div className="portal-page">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
      >
        <h1 className="portal-page-title" style={{ margin: 0 }}>
          {t('staff.pageTitle')}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => handleOpen()}>
          {t('staff.new')}
        </Button>
      </div>
      <Space style={{ marginBottom: 16 }} wrap>
        <KeywordSearch
          label={t('staff.search')}
          placeholder={t('staff.searchPlaceholder')}
          searchText={t('staff.searchButton')}
          onSearch={(keyword) => setFilter((current) => ({ ...current, keyword, page: 1 }))}
        />
        <Select<StaffStatus | typeof ALL>
          aria-label={t('staff.column.status')}
          defaultValue={ALL}
          style={{ width: 160 }}
          options={[
            { value: ALL, label: t('staff.allStatuses') },
            ...STAFF_STATUSES.map((status) => ({ value: status, label: t(`staff.status.${status}`) })),
          ]}
          onChange={(value) =>
            setFilter((current) => ({ ...current, status: value === ALL ? undefined : value, page: 1 }))
          }
        />
      </Space>
      {staff.isError && (
        <Alert type="error" showIcon title={toErrorMessage(staff.error, t)} style={{ marginBottom: 16 }} />
      )}
      <StaffTable
        page={staff.data}
        isLoading={staff.isFetching}
        onEdit={handleOpen}
        onPageChange={(page, pageSize) => setFilter((current) => ({ ...current, page, pageSize }))}
      />
      <StaffDrawer
        key={editing.opening}
        isOpen={editing.isOpen}
        member={editing.member}
        onClose={() => setEditing((current) => ({ ...current, isOpen: false }))}
      />
    </div>
  )
}
