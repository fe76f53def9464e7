import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Modal from 'antd/es/modal/Modal'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { useConsultCall } from '../../api/calls/consult-call'
import { useDialpadStaff } from '../../api/calls/get-dialpad-staff'
import { useTransferQueues } from '../../api/calls/get-transfer-queues'
import { useTransferCall } from '../../api/calls/transfer-call'
import '../../call-transfer-translations'

const KINDS = { colleague: 'colleague', queue: 'queue' } as const
type Kind = (typeof KINDS)[keyof typeof KINDS]

type Values = { kind: Kind; accountId?: string; skillGroupId?: string }

export type TransferDialogProps = { callId: string; onClose: () => void }

/**
 * Where the call goes: a colleague (the directory with whether each is free now) or a skill group's queue; blind
 * at once, or (to a colleague) after a consult, the customer held while the agents talk.
 */
export const TransferDialog = ({ callId, onClose }: TransferDialogProps) => {
  const { t } = useTranslation('call-transfer')
  const [form] = Form.useForm<Values>()
  const kind = Form.useWatch('kind', form) ?? KINDS.colleague
  const { data: staff = [], isFetching } = useDialpadStaff()
  const { data: queues = [] } = useTransferQueues()
  const transfer = useTransferCall()
  const consult = useConsultCall()
  const isPending = transfer.isPending || consult.isPending

  const handleSend = async (isConsult: boolean) => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    if (isConsult && values.accountId)
      return consult.mutate({ callId, accountId: values.accountId }, { onSuccess: onClose })
    const target =
      values.kind === KINDS.queue
        ? { skillGroupId: values.skillGroupId ?? '' }
        : { accountId: values.accountId ?? '' }
    transfer.mutate({ callId, target }, { onSuccess: onClose })
  }

  return (
    <Modal
      open
      title={t('title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button
          key="blind"
          loading={transfer.isPending}
          disabled={isPending}
          onClick={() => void handleSend(false)}
        >
          {t('blind')}
        </Button>,
        kind === KINDS.colleague && (
          <Button
            key="consult"
            type="primary"
            loading={consult.isPending}
            disabled={isPending}
            onClick={() => void handleSend(true)}
          >
            {t('consult')}
          </Button>
        ),
      ]}
    >
      <Form form={form} layout="vertical" initialValues={{ kind: KINDS.colleague }}>
        <Form.Item name="kind" label={t('kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: KINDS.colleague, label: t('kind.colleague') },
              { value: KINDS.queue, label: t('kind.queue') },
            ]}
          />
        </Form.Item>
        {kind === KINDS.colleague ? (
          <Form.Item
            name="accountId"
            label={t('colleague')}
            rules={[{ required: true, message: t('colleagueRequired') }]}
          >
            <Select
              loading={isFetching}
              showSearch={{ optionFilterProp: 'label' }}
              options={staff.map((agent) => ({
                value: agent.accountId,
                label: t(agent.free ? 'colleague.free' : 'colleague.busy', { name: agent.name }),
                disabled: !agent.free,
              }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="skillGroupId"
            label={t('queue')}
            rules={[{ required: true, message: t('queueRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={queues.map((queue) => ({ value: queue.id, label: queue.name }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
