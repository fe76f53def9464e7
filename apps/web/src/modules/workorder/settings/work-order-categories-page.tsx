import '../translations'
import type { WorkOrderCategory } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import Space from 'antd/es/space'
import Table from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useWorkOrderCategories } from '@/lib/work-orders/get-work-order-choices'
import { useDeleteWorkOrderCategory } from '../api/change-work-order-category'
import { CategoryDialog } from './category-dialog'

/** What the dialog edits: nothing (closed), a new category, or one of the list. */
type Editing = null | { category: WorkOrderCategory | null }

/**
 * 工单分类 (设置 → 工单设置, code workorder.setting.category): the tenant's work-order categories and the hours each
 * gives its orders to be resolved, from which an order's due time is set; add, change and delete.
 */
export const WorkOrderCategoriesPage = () => {
  const { t } = useTranslation(['workorder', 'contract'])
  const categories = useWorkOrderCategories()
  const remove = useDeleteWorkOrderCategory()
  const [editing, setEditing] = useState<Editing>(null)

  const handleDelete = (category: WorkOrderCategory) =>
    remove.mutate(category.id, {
      onSuccess: () => showToast('success', t('categories.deleted', { name: category.name })),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('categories.title')}</h1>
      <p>{t('categories.intro')}</p>
      <Button type="primary" onClick={() => setEditing({ category: null })} style={{ marginBottom: 16 }}>
        {t('categories.add')}
      </Button>
      {categories.isError && <Alert type="error" showIcon title={toErrorMessage(categories.error, t)} />}
      <Table<WorkOrderCategory>
        aria-label={t('categories.title')}
        rowKey="id"
        loading={categories.isLoading}
        dataSource={categories.data ?? []}
        pagination={false}
        columns={[
          { title: t('categories.name'), dataIndex: 'name' },
          {
            title: t('categories.resolveWithin'),
            dataIndex: 'resolveWithinHours',
            render: (hours: number) => t('categories.hours', { count: hours }),
          },
          {
            title: t('column.actions'),
            key: 'actions',
            render: (_, category) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  aria-label={t('categories.edit', { name: category.name })}
                  onClick={() => setEditing({ category })}
                >
                  {t('categories.editShort')}
                </Button>
                <Popconfirm
                  title={t('categories.deleteQuestion', { name: category.name })}
                  okText={t('categories.delete')}
                  cancelText={t('categories.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => handleDelete(category)}
                >
                  <Button
                    type="link"
                    danger
                    size="small"
                    aria-label={t('categories.deleteOne', { name: category.name })}
                  >
                    {t('categories.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <CategoryDialog category={editing.category} onClose={() => setEditing(null)} />}
    </div>
  )
}
