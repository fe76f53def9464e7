import './translations'
import type { IvrFlowItem } from '@portal/contract'
import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import Space from 'antd/es/space'
import Table from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { showToast } from '@/lib/ui/toast'
import { useDeleteIvrFlow } from './api/change-ivr-flow'
import { useIvrFlow, useIvrFlows } from './api/get-ivr-flows'
import { IvrFlowEditor } from './ivr-flow-editor'
import { joinNames } from '@/lib/i18n/join-names'

/** What the page edits: nothing (the list), a new flow, or a saved one by id. */
type Editing = null | { id: string | null }

/**
 * IVR 设置 (设置 → 呼叫中心设置, code setting.speech.ivr): the tenant's IVR flows with the numbers routed to each;
 * create, edit (rename, menus, business hours) and delete one no number routes to.
 */
export const IvrPage = () => {
  const { t } = useTranslation(['call-centre-ivr', 'contract'])
  const formatTime = useTenantDateTime()
  const flows = useIvrFlows()
  const [editing, setEditing] = useState<Editing>(null)
  const edited = useIvrFlow(editing?.id ?? null)
  const remove = useDeleteIvrFlow()
  const skillGroups = flows.data?.skillGroups ?? []

  const handleDelete = (flow: IvrFlowItem) =>
    remove.mutate(flow.id, {
      onSuccess: () => showToast('success', t('deleted')),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  if (editing && (editing.id === null || edited.data))
    return (
      <div className="portal-page">
        <h1 className="portal-page-title">
          {editing.id === null ? t('newFlow') : t('editFlow', { name: edited.data?.flow.name })}
        </h1>
        <IvrFlowEditor
          key={editing.id ?? 'new'}
          flow={editing.id === null ? null : (edited.data?.flow ?? null)}
          skillGroups={edited.data?.skillGroups ?? skillGroups}
          onDone={() => setEditing(null)}
        />
      </div>
    )

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('pageTitle')}</h1>
      <Button type="primary" onClick={() => setEditing({ id: null })} style={{ marginBottom: 16 }}>
        {t('newFlow')}
      </Button>
      <Table<IvrFlowItem>
        aria-label={t('flows')}
        rowKey="id"
        loading={flows.isLoading || (editing !== null && edited.isLoading)}
        dataSource={flows.data?.flows ?? []}
        pagination={false}
        columns={[
          { title: t('flowName'), dataIndex: 'name' },
          {
            title: t('numbers'),
            dataIndex: 'numbers',
            render: (numbers: string[]) => (numbers.length > 0 ? joinNames(numbers) : t('noNumbers')),
          },
          { title: t('updatedAt'), dataIndex: 'updatedAt', render: (value: string) => formatTime(value) },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, flow) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing({ id: flow.id })}
                  aria-label={t('editFlow', { name: flow.name })}
                >
                  {t('edit')}
                </Button>
                <Popconfirm
                  title={t('deleteQuestion', { name: flow.name })}
                  okText={t('confirm')}
                  cancelText={t('cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => handleDelete(flow)}
                >
                  <Button type="link" danger size="small" aria-label={t('deleteFlow', { name: flow.name })}>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  )
}
