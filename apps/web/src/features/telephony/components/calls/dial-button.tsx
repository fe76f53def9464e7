import { PhoneOutlined } from '@ant-design/icons'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { useDial } from '@/lib/telephony/cti/dial'
import '../../translations'

export type DialButtonProps = {
  /** Who is called, for the button's accessible name. */
  name: string
  outboundTaskId?: string
  customerId?: string
  phone?: string
  /** Calls back the number of one of the agent's call records (an unknown caller, whose number is masked). */
  recordId?: string
}

/**
 * Click to dial, for module pages (an outbound task's row, a customer): posts the dial; the call widget shows the
 * call from the CTI state the reply and the push bring.
 * @example <DialButton name={task.customerName} outboundTaskId={task.id} />
 */
export const DialButton = ({ name, outboundTaskId, customerId, phone, recordId }: DialButtonProps) => {
  const { t } = useTranslation('telephony')
  const dial = useDial()
  return (
    <Button
      type="link"
      size="small"
      icon={<PhoneOutlined aria-hidden />}
      aria-label={t('dial.callTarget', { name })}
      loading={dial.isPending}
      onClick={() => dial.mutate({ outboundTaskId, customerId, phone, recordId })}
    >
      {t('dial.button')}
    </Button>
  )
}
