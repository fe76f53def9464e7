import type { CallSnapshot } from '@portal/contract'
import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import Space from 'antd/es/space'
import { Suspense, useState } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { useSatisfactionSetting } from '../../api/calls/get-satisfaction-setting'
import { useTransferSatisfaction } from '../../api/calls/transfer-satisfaction'
import '../../call-transfer-translations'

const TransferOutsideDialog = lazyWithRetry(() =>
  import('./transfer-outside-dialog').then((m) => ({ default: m.TransferOutsideDialog })),
)
const InviteDialog = lazyWithRetry(() => import('./invite-dialog').then((m) => ({ default: m.InviteDialog })))
const TransferDialog = lazyWithRetry(() =>
  import('./transfer-dialog').then((m) => ({ default: m.TransferDialog })),
)

const DIALOGS = { none: 'none', transfer: 'transfer', invite: 'invite', colleague: 'colleague' } as const
type OpenDialog = (typeof DIALOGS)[keyof typeof DIALOGS]

export type CallTransferButtonsProps = { call: CallSnapshot }

/**
 * Where an answered call can go: an outside line (§2 dialog), the satisfaction survey (when the tenant enables
 * it), a colleague or a queue (blind or after a consult), or a three-party call with another agent invited. The
 * outside and survey transfers end the agent's leg, so both ask first.
 */
export const CallTransferButtons = ({ call }: CallTransferButtonsProps) => {
  const { t } = useTranslation('telephony')
  const { t: tTransfer } = useTranslation('call-transfer')
  const [dialog, setDialog] = useState<OpenDialog>(DIALOGS.none)
  const { data: satisfaction } = useSatisfactionSetting()
  const transferSatisfaction = useTransferSatisfaction()
  const close = () => setDialog(DIALOGS.none)

  return (
    <Space wrap>
      <Button onClick={() => setDialog(DIALOGS.transfer)}>{t('transfer.outside')}</Button>
      {satisfaction?.enable && (
        // One click would end the agent's leg: it asks first.
        <Popconfirm
          title={t('transfer.confirmSatisfaction')}
          okText={t('transfer.confirm')}
          cancelText={t('cancel')}
          onConfirm={() => transferSatisfaction.mutate(call.callId)}
        >
          <Button loading={transferSatisfaction.isPending}>{t('transfer.satisfaction')}</Button>
        </Popconfirm>
      )}
      <Button onClick={() => setDialog(DIALOGS.colleague)}>{tTransfer('button')}</Button>
      <Button onClick={() => setDialog(DIALOGS.invite)}>{t('invite.button')}</Button>
      <Suspense>
        {dialog === DIALOGS.transfer && <TransferOutsideDialog onClose={close} />}
        {dialog === DIALOGS.invite && <InviteDialog callId={call.callId} onClose={close} />}
        {dialog === DIALOGS.colleague && <TransferDialog callId={call.callId} onClose={close} />}
      </Suspense>
    </Space>
  )
}
