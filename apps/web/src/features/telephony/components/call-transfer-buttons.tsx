import type { CallSnapshot } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { Suspense, useState } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { useSatisfactionSetting } from '../api/get-satisfaction-setting'
import { useTransferSatisfaction } from '../api/transfer-satisfaction'

const TransferOutsideDialog = lazyWithRetry(() =>
  import('./transfer-outside-dialog').then((m) => ({ default: m.TransferOutsideDialog })),
)
const InviteDialog = lazyWithRetry(() => import('./invite-dialog').then((m) => ({ default: m.InviteDialog })))

const DIALOGS = { none: 'none', transfer: 'transfer', invite: 'invite' } as const
type OpenDialog = (typeof DIALOGS)[keyof typeof DIALOGS]

export type CallTransferButtonsProps = { call: CallSnapshot }

/**
 * Where an answered call can go: an outside line (§2 dialog), the satisfaction survey (when the tenant enables
 * it), or a three-party call with another agent invited.
 */
export const CallTransferButtons = ({ call }: CallTransferButtonsProps) => {
  const { t } = useTranslation('telephony')
  const [dialog, setDialog] = useState<OpenDialog>(DIALOGS.none)
  const { data: satisfaction } = useSatisfactionSetting()
  const transferSatisfaction = useTransferSatisfaction()
  const close = () => setDialog(DIALOGS.none)

  return (
    <Space wrap>
      <Button onClick={() => setDialog(DIALOGS.transfer)}>{t('transfer.outside')}</Button>
      {satisfaction?.enable && (
        <Button
          loading={transferSatisfaction.isPending}
          onClick={() => transferSatisfaction.mutate(call.callId)}
        >
          {t('transfer.satisfaction')}
        </Button>
      )}
      <Button onClick={() => setDialog(DIALOGS.invite)}>{t('invite.button')}</Button>
      <Suspense>
        {dialog === DIALOGS.transfer && <TransferOutsideDialog onClose={close} />}
        {dialog === DIALOGS.invite && <InviteDialog callId={call.callId} onClose={close} />}
      </Suspense>
    </Space>
  )
}
