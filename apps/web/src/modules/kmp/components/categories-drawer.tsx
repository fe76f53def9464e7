import type { KnowledgeCategory } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Drawer from 'antd/es/drawer'
import Popconfirm from 'antd/es/popconfirm'
import Table, { type ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useDeleteKnowledgeCategory } from '../api/change-knowledge-category'
import { useKnowledgeCategories } from '../api/get-knowledge-categories'
import { CategoryDialog } from './category-dialog'

/** The writers' categories: add, rename, delete (one still filing articles is refused with the server's reason). */
export const CategoriesDrawer = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('kmp')
  const categories = useKnowledgeCategories()
  const remove = useDeleteKnowledgeCategory()
  const [editing, setEditing] = useState<KnowledgeCategory | null | undefined>(undefined)

  const handleDelete = (category: KnowledgeCategory) =>
    remove.mutate(category.id, {
      onSuccess: () => showToast('success', t('categories.deleted', { name: category.name })),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  const columns: ColumnsType<KnowledgeCategory> = [
    { title: t('categories.name'), dataIndex: 'name' },
    { title: t('categories.articleCount'), dataIndex: 'articleCount' },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_value, category) => (
        <span style={{ display: 'flex', gap: 8 }}>
          <Button
            size="small"
            onClick={() => setEditing(category)}
            aria-label={t('categories.renameOf', { name: category.name })}
          >
            {t('categories.rename')}
          </Button>
          <Popconfirm
            title={t('categories.confirmDelete', { name: category.name })}
            okText={t('categories.delete')}
            cancelText={t('cancel')}
            onConfirm={() => handleDelete(category)}
          >
            <Button size="small" danger aria-label={t('categories.deleteOf', { name: category.name })}>
              {t('categories.delete')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ]

  return (
    <Drawer
      open
      title={t('categories.title')}
      onClose={onClose}
      size="large"
      closable={{ 'aria-label': t('close') }}
    >
      <Button type="primary" onClick={() => setEditing(null)} style={{ marginBottom: 12 }}>
        {t('categories.add')}
      </Button>
      {categories.isError && <Alert type="error" showIcon title={toErrorMessage(categories.error, t)} />}
      <Table<KnowledgeCategory>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={categories.data ?? []}
        loading={categories.isFetching}
        pagination={false}
      />
      {editing !== undefined && <CategoryDialog category={editing} onClose={() => setEditing(undefined)} />}
    </Drawer>
  )
}
