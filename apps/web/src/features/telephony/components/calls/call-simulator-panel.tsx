import { GLOBAL_PHONE_PATTERN } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { useDialpadStaff } from '../../api/calls/get-dialpad-staff'
import { useSimulateInbound } from '../../api/calls/simulate-inbound'
import '../../translations'

type Values = { from: string; accountId: string; did?: string; keys?: string; surveyAnswer?: number | null }

/** Leaves the target to the queue: the longest-idle ready agent of the tenant's first skill group. */
const ANY_AGENT = ''
const DEMO_CALLER = '13900001111'

export type CallSimulatorPanelProps = { ownAccountId: string }

/**
 * Demo mode only: a person rings the built-in call simulator from the portal, a customer calling straight to a
 * chosen agent (this one by default) or the tenant's number (its first by default), following its route: the IVR
 * with the keys given, one per menu. What the caller heard is shown once the call is placed.
 */
export const CallSimulatorPanel = ({ ownAccountId }: CallSimulatorPanelProps) => {
  const { t } = useTranslation('telephony')
  const [form] = Form.useForm<Values>()
  const { data: staff = [] } = useDialpadStaff()
  const simulate = useSimulateInbound()
  const agents = [
    { value: ownAccountId, label: t('simulator.me') },
    { value: ANY_AGENT, label: t('simulator.anyAgent') },
    ...staff.map((agent) => ({ value: agent.accountId, label: agent.name })),
  ]

  const handleFinish = ({ from, accountId, did, keys, surveyAnswer }: Values) =>
    simulate.mutate({
      from,
      ...(accountId === ANY_AGENT ? {} : { accountId }),
      ...(did ? { did } : {}),
      ...(keys ? { keys } : {}),
      ...(surveyAnswer ? { surveyAnswer } : {}),
    })
  const heard = simulate.data?.heard ?? []

  return (
    <section aria-labelledby="telephony-simulator-title" className="telephony-simulator">
      <h2 id="telephony-simulator-title" className="telephony-section-title">
        {t('simulator.title')}
      </h2>
      <Form
        form={form}
        layout="vertical"
        size="small"
        initialValues={{ from: DEMO_CALLER, accountId: ownAccountId }}
        onFinish={handleFinish}
      >
        <Form.Item
          name="from"
          label={t('simulator.from')}
          rules={[{ required: true, pattern: GLOBAL_PHONE_PATTERN }]}
        >
          <Input inputMode="tel" maxLength={16} autoComplete="off" />
        </Form.Item>
        <Form.Item name="accountId" label={t('simulator.agent')}>
          <Select options={agents} />
        </Form.Item>
        <Form.Item
          name="did"
          label={t('simulator.did')}
          rules={[{ pattern: /^\d{3,20}$/, message: t('simulator.didFormat') }]}
        >
          <Input inputMode="tel" maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="keys"
          label={t('simulator.keys')}
          rules={[{ pattern: /^[0-9*#]{1,20}$/, message: t('simulator.keysFormat') }]}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="surveyAnswer" label={t('simulator.surveyAnswer')}>
          <InputNumber min={1} max={10} precision={0} />
        </Form.Item>
        <Button htmlType="submit" loading={simulate.isPending}>
          {t('simulator.ring')}
        </Button>
      </Form>
      {heard.length > 0 && (
        <section aria-label={t('simulator.heard')}>
          <h3 className="telephony-section-title">{t('simulator.heard')}</h3>
          <ol>
            {heard.map((line, index) => (
              <li key={index}>{line.text}</li>
            ))}
          </ol>
        </section>
      )}
    </section>
  )
}
