import '../translations'
import './translations'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import Table, { type ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { ConfirmActionButton } from '../components/confirm-action-button'
import {
  useDeleteReferenceItem,
  useReferenceItems,
  useReorderReferenceItems,
  type ReferenceItem,
} from './api/reference-list-queries'
import { ReferenceItemDrawer } from './reference-item-drawer'
import { listTextKey, type ReferenceListDescription } from './reference-list-description'
import { ChoiceLabels } from './choice-labels'

/** The drawer: open or closing, for a new record or one being edited; each opening gets a fresh form. */
type Editing = { isOpen: boolean; item?: ReferenceItem; opening: number }

const nameOf = (item: ReferenceItem) => String(item.name ?? item.code ?? item.id)

/** Moves the record at `index` one place up (-1) or down (+1). @returns the ids in the new order */
const moved = (items: readonly ReferenceItem[], index: number, step: -1 | 1) => {
  const ids = items.map((item) => item.id)
  const [id] = ids.splice(index, 1)
  ids.splice(index + step, 0, id ?? '')
  return ids
}

/**
 * Any administered list, from its description: a table of its records with edit (a drawer form checked by the
 * contract's rules), add and delete where its routes allow them, and, for a list whose order matters, up and down.
 * @example <ReferenceListEditor list={REFERENCE_LIST_DESCRIPTIONS[0]} />
 */
export const ReferenceListEditor = ({ list }: { list: ReferenceListDescription }) => {
  const { t } = useTranslation(['reference-data', 'settings', 'contract'])
  const items = useReferenceItems(list.routes)
  const remove = useDeleteReferenceItem(list.routes)
  const reorder = useReorderReferenceItems(list.routes)
  const [editing, setEditing] = useState<Editing>({ isOpen: false, opening: 0 })
  const rows = items.data ?? []
  const listTitle = t(listTextKey(list, 'title'))

  const handleOpen = (item?: ReferenceItem) =>
    setEditing((current) => ({ isOpen: true, item, opening: current.opening + 1 }))
  const onFailure = (error: Error) => showToast('error', toErrorMessage(error, t))
  const handleDelete = (item: ReferenceItem) =>
    remove.mutate(item.id, { onSuccess: () => showToast('success', t('deleted')), onError: onFailure })
  const handleMove = (index: number, step: -1 | 1) =>
    reorder.mutate(moved(rows, index, step), { onError: onFailure })

  const columns: ColumnsType<ReferenceItem> = [
    ...list.fields
      .filter((field) => field.inTable)
      .map((field) => ({
        title: t(listTextKey(list, `field.${field.name}`)),
        key: field.name,
        ellipsis: true,
        render: (_value: unknown, item: ReferenceItem) => {
          if (field.display) return field.display(item)
          if (field.useOptions) return <ChoiceLabels field={field} value={item[field.name]} />
          return String(item[field.name] ?? '')
        },
      })),
    {
      title: t('actions'),
      key: 'actions',
      render: (_value, item, index) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            aria-label={t('editOne', { name: nameOf(item) })}
            onClick={() => handleOpen(item)}
          >
            {t('settings:edit')}
          </Button>
          {list.routes.remove && (
            <ConfirmActionButton
              text={t('settings:delete')}
              label={t('deleteOne', { name: nameOf(item) })}
              question={t('deleteConfirm', { name: nameOf(item) })}
              isPending={remove.isPending && remove.variables === item.id}
              onConfirm={() => handleDelete(item)}
            />
          )}
          {list.routes.reorder && (
            <>
              <Button
                type="link"
                size="small"
                disabled={index === 0 || reorder.isPending}
                aria-label={t('moveUp', { name: nameOf(item) })}
                onClick={() => handleMove(index, -1)}
              >
                {t('up')}
              </Button>
              <Button
                type="link"
                size="small"
                disabled={index === rows.length - 1 || reorder.isPending}
                aria-label={t('moveDown', { name: nameOf(item) })}
                onClick={() => handleMove(index, 1)}
              >
                {t('down')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ]

  return (
    <section aria-label={listTitle}>
      {list.routes.create && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => handleOpen()}>
            {t('newTitle', { list: t(listTextKey(list, 'one')) })}
          </Button>
        </div>
      )}
      {items.isError && (
        <Alert type="error" showIcon title={toErrorMessage(items.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Table<ReferenceItem>
        aria-label={listTitle}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={[...rows]}
        loading={items.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <ReferenceItemDrawer
        key={editing.opening}
        list={list}
        isOpen={editing.isOpen}
        item={editing.item}
        onClose={() => setEditing((current) => ({ ...current, isOpen: false }))}
      />
    </section>
  )
}
