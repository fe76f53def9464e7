import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import type { RecordApi, RecordItem } from '../api/record-api'
import { useRecordAction } from '../hooks/use-record-action'

/** An action of a record page: its contract name; a dangerous one asks for confirmation first. */
export type RecordAction = { action: string; isDangerous?: boolean }

export type RecordActionButtonsProps<Item extends RecordItem> = {
  api: RecordApi<Item>
  record: Item
  actions: readonly RecordAction[]
  /** Names the record in the buttons' accessible names, e.g. the customer. */
  recordName: string
}

/** The row's action buttons (only on open records); each says what happened, or the server's message. */
export const RecordActionButtons = <Item extends RecordItem>({
  api,
  record,
  actions,
  recordName,
}: RecordActionButtonsProps<Item>) => {
  const { t } = useTranslation(['records', 'contract'])
  const act = useRecordAction(api)
  if (record.status !== api.openStatus) return null

  const handleAct = (action: string) =>
    act.mutate(
      { id: record.id, action },
      {
        onSuccess: () =>
          showToast('success', t('acted', { action: t(`action.${action}`), name: recordName })),
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  return (
    <Space size={0}>
      {actions.map(({ action, isDangerous }) => {
        const button = (
          <Button
            key={action}
            type="link"
            size="small"
            danger={isDangerous}
            loading={act.isPending && act.variables.action === action}
            disabled={act.isPending}
            aria-label={t('actOn', { action: t(`action.${action}`), name: recordName })}
            onClick={isDangerous ? undefined : () => handleAct(action)}
          >
            {t(`action.${action}`)}
          </Button>
        )
        return isDangerous ? (
          <Popconfirm
            key={action}
            title={t('confirm', { action: t(`action.${action}`), name: recordName })}
            okText={t(`action.${action}`)}
            cancelText={t('cancel')}
            onConfirm={() => handleAct(action)}
          >
            {button}
          </Popconfirm>
        ) : (
          button
        )
      })}
    </Space>
  )
}
