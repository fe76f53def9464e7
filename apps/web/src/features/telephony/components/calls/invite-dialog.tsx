import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal/Modal'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { useDialpadStaff } from '../../api/calls/get-dialpad-staff'
import { useInvite } from '../../api/calls/invite'

const REASON_MAX = 200

export type InviteDialogProps = { callId: string; onClose: () => void }

type Values = { accountId: string; content?: string }

/** Invites another agent into the call (a three-party call): a free agent and the reason they will see. */
export const InviteDialog = ({ callId, onClose }: InviteDialogProps) => {
  const { t } = useTranslation('telephony')
  const [form] = Form.useForm<Values>()
  const { data: staff = [], isFetching } = useDialpadStaff()
  const invite = useInvite()

  const handleFinish = ({ accountId, content }: Values) =>
    invite.mutate({ callId, accountId, content: content?.trim() ?? '' }, { onSuccess: onClose })

  return (
    <Modal
      open
      title={t('invite.title')}
      okText={t('invite.submit')}
      cancelText={t('cancel')}
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={handleFinish}>
        <Form.Item
          name="accountId"
          label={t('invite.agent')}
          rules={[{ required: true, message: t('invite.agentRequired') }]}
        >
          <Select
            loading={isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            options={staff.map((agent) => ({
              value: agent.accountId,
              label: agent.free ? agent.name : t('invite.busy', { name: agent.name }),
              disabled: !agent.free,
            }))}
          />
        </Form.Item>
        <Form.Item name="content" label={t('invite.reason')}>
          <Input.TextArea maxLength={REASON_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
